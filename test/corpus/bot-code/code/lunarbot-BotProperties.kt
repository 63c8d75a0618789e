object BotProperties {
    /**
     * Bot owner's ID. Used to serve specific commands.
     */
    @JvmStatic
    var BOT_OWNER_ID = "671444887769579551"

    /**
     * Bots activity type.
     */
    @JvmStatic
    var BOT_DEFAULT_ACTIVITY_TYPE = Activity.playing("185.193.165.2' de")

    @JvmStatic
    var DMDUYURU_EMBED_TITLE = "Lunar Jailbreak'ten"

    @JvmStatic
    var KAYIT_EDEBILIR_ROLE_ID: Long = 740313302613360744
