-- Config
DiscordRelay = DiscordRelay or {}
DiscordRelay.ServerJoinURL = ""
DiscordRelay.CmdPrefix = "^[%$%.!/]"
DiscordRelay.AdminRoles = { -- TODO: Use permission system instead
	["491349829419663371"] = true, -- a
}
-- Set this to your Channel ID. You can get this number in Discord by typing \#channelnamehere into chat.
-- Remove the <# at the start and the > at the end, so you are left with only a long number.
DiscordRelay.DiscordGuildID = "124237184550043654"
DiscordRelay.DiscordChannelID = "500897096514142225"
