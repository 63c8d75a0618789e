package com.beradeep.constants

import dev.kord.common.Color

object Constants {

    private const val authUrl = "https://discord.com/oauth2/authorize?" +
            "client_id=1281293979387826237&permissions=269118528&integration_type=0&scope=bot"

    // my test server = 1281300620091068466
    // unc test server = 1280951387982663831
    const val guildIdLong = 1281300620091068466

