package dev.gabereal.minecraft

import dev.kord.common.entity.Snowflake
import dev.kordex.core.utils.envOrNull

internal val MINECRAFT_UPDATE_CHANNEL_ID = envOrNull("UPDATE_CHANNEL_ID")
	?.let { Snowflake(it) }
	?: Snowflake(1384066726613876789)

internal val MINECRAFT_UPDATE_PING_ROLE = envOrNull("MINECRAFT_UPDATE_PING_ROLE")
	?.let { Snowflake(it) }
	?: Snowflake(1333526015107928197)
