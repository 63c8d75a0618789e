-----
-- [ API_DISCORD 1.0 ]
-----
Config.EnableDiscordSync       = true
Config.WebhookURI              = "https://discord.com/api/webhooks/"
Config.DiscordAppID            = 1311043446160494612 -- APP ID
ConfigDiscord = {

    GuildID          = 1311043446160494612,
    ChatRolesEnabled = true, 
    
    RoleList = { 
        {0,  "🤠^0Player |^0"},
        {1028727011985854525,  "⭕^1CoreTeam |^0"},
        {1041442964381126737,  "⭕^1CoreDev  |^0"},
    },

    ServerID = true, 

    DiscordRoles = { 
        [ "Public Cop" ] = "",
    },

    AcePermsEnabled = true,
    Groups = {
        [ "1041442964381126737" ] = "group.admin", 
        [ "1052405211370631188" ] = "group.member",
    },
    Permissions = {
        [ "926664698601041990" ] = {
            "aop.*",
            "chattoggle",
        }
    }
}
