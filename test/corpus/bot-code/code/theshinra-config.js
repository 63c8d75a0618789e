module.exports = {
    channels: {
        generalChat: "1407441105422913666" // Genel sohbet kanalı
    },
    logChannels: {
        warnLog: "1407441105422913661",    // Uyarı takip log kanalı
        muteLog: "1407441105422913662",    // Mute takip log kanalı
        banLog: "1407441105422913663",     // Ban takip log kanalı
        kickLog: "1407441105422913664",    // Kick takip log kanalı
        memberLog: "1407441105422913658",  // Üye bildirimleri log kanalı
        deletedMessage: "1407441104571470036", // Silinen mesajlar log kanalı
        editedMessage: "1407441104571470037",  // Düzenlenen mesajlar log kanalı
        createdChannel: "1407441104571470038", // Oluşturulan kanal log kanalı
        updatedChannel: "1407441104571470039", // Güncellenen kanal log kanalı
        deletedChannel: "1407441104571470041", // Silinen kanal log kanalı
        createdThread: "1407441104571470042", // Oluşturulan altbaşlık log kanalı
        updatedThread: "1407441104571470043", // Güncellenen altbaşlık log kanalı
        deletedThread: "1407441104860872796", // Silinen altbaşlık log kanalı
        createdRole: "1407441104860872797", // Oluşturulan rol log kanalı
        updatedRole: "1407441104860872798", // Güncellenen rol log kanalı
        roleGived: "1407441104860872799", // Rol verildi log kanalı
        roleRemoved: "1407441104860872800", // Rol alındı log kanalı
        deletedRole: "1407441104860872801", // Silinen rol log kanalı
        memberJoin: "1407441104860872802", // Üye katıldı log kanalı
        memberLeave: "1407441104860872803", // Üye ayrıldı log kanalı
        changedNick: "1407441104860872804", // Kullanıcı adı değişti log kanalı
        serverSettingsUpdated: "1407441105187901672" // Sunucu ayarları güncellendi log kanalı
    },
    roles: {
        muted: "1407441104307093682", 
        moderator: "1407441104307093685",
        star: "1407441104290451457"
    },
    emojis: {
        info: "ℹ️",
        warning: "⚠️",
        error: "❌"
    }
};