package com.example.discbot.objects

object Constants {
    val GUILD_ID = 1338441906442731592
    val WELCOME_CHANNEL_ID = 1339099801844977674
}