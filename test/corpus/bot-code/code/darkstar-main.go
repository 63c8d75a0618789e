// Custom variables
var (
	helpMsg = "Prefix: `$`\nHelp\nRole\nRoles\nBug\nGithub\nMute\nMuted\nMembers"

	splitMsgLowered = []string{}

	botOwnerID = "121105861539135490" // Change to your id on discord
)
