internal val MAIN_GUILD = Snowflake(
    envOrNull("MAIN_GUILD_ID")?.toULong()
        ?: envOrNull("LADYSNAKE_GUILD_ID")?.toULong()
        ?: 292744693803122688U
)

internal val MESSAGE_LOG_CATEGORIES = envOrNull("MESSAGE_LOG_CATEGORIES")?.split(',')
    ?.map { Snowflake(it.trim()) } ?: listOf()

internal val LADYSNAKE_MODERATOR_ROLE = envOrNull("LADYSNAKE_MODERATOR_ROLE")?.let { Snowflake(it) }
    ?: Snowflake(807373579946688533)

internal val YOUTUBE_MODERATOR_ROLE = envOrNull("YOUTUBE_MODERATOR_ROLE")?.let { Snowflake(it) }
    ?: Snowflake(863767485609541632)

internal val COMMUNITY_DEVELOPER_ROLE = envOrNull("COMMUNITY_DEVELOPER_ROLE")?.let { Snowflake(it) }
    ?: Snowflake(972868531844710412)

internal val TOOLCHAIN_DEVELOPER_ROLE = envOrNull("TOOLCHAIN_DEVELOPER_ROLE")?.let { Snowflake(it) }
    ?: Snowflake(849305976951537725)

internal val MODERATOR_ROLES: List<Snowflake> =
    (envOrNull("MODERATOR_ROLES") ?: envOrNull("COMMUNITY_MANAGEMENT_ROLES")) // For now, back compat
        ?.split(',')
        ?.map { Snowflake(it.trim()) }
        ?: listOf(LADYSNAKE_MODERATOR_ROLE, YOUTUBE_MODERATOR_ROLE)

internal val LADYSNAKE_GUILD = Snowflake(
    envOrNull("LADYSNAKE_GUILD_ID")?.toLong() ?: 292744693803122688
)

internal val YOUTUBE_GUILD = Snowflake(
    envOrNull("YOUTUBE_GUILD_ID")?.toLong() ?: 924373275688198204
)

internal val GUILDS = envOrNull("GUILDS")?.split(',')?.map { Snowflake(it.trim()) }
    ?: listOf(LADYSNAKE_GUILD, YOUTUBE_GUILD)

internal val LADYSNAKE_SUGGESTION_CHANNEL = Snowflake(
    envOrNull("SUGGESTION_CHANNEL_ID")?.toLong() ?: 477596847129624591
)

internal val SUGGESTION_CHANNELS = envOrNull("SUGGESTION_CHANNELS")?.split(',')?.map { Snowflake(it.trim()) }
    ?: listOf(LADYSNAKE_SUGGESTION_CHANNEL)

internal val GITHUB_LOG_CHANNEL = Snowflake(
    envOrNull("GITHUB_LOG_CHANNEL_ID")?.toLong() ?: 558629602206023691
)

internal val GALLERY_CHANNEL = Snowflake(
    envOrNull("GALLERY_CHANNEL_ID")?.toLong() ?: 832348385997619300
)

internal val SHOWCASE_CATEGORY = Snowflake(
    envOrNull("SHOWCASE_CATEGORY_ID")?.toLong() ?: 832351105898905602
)
