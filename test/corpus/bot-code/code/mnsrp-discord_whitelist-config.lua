Config = {}

-- Discord Settings (Akan diambil dari server.cfg)
Config.GuildId = GetConvar('discord_guild_id', '')
Config.WebhookLogs = GetConvar('discord_webhook_logs', '')

-- Discord Role IDs (Ganti dengan ID role Discord Anda)
Config.Roles = {
    warga = "1385174177832501248",           -- Role untuk member baru
    whitelist = "1385175312400257024",   -- Role yang bisa main
    staff = "1385175833118900247",           -- Role staff
    admin = "1385176641348698224",           -- Role admin
    owner = "YOUR_OWNER_ROLE_ID"            -- Role owner
}

-- Channel IDs (Ganti dengan ID channel Discord Anda)
Config.Channels = {
    logs = "1385179102092197939",
    whitelist = "1385177615685652540",
    welcome = "1385160917611974707"
}

-- Server Settings
Config.ServerName = "MNS RP"
Config.DiscordInvite = "https://dsc.gg/mns-rp"
