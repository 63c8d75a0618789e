// TODO: make configurable in config file
//LFPDesk channel id
const lfpDeskID = "828205635249635369"

//LFP Request channel id
const lfpReqID = "828204894187421696"

// TODO: Make configurable for specific guilds
// InstallSlashCommands registers the slash commands
func (l *LookCommand) InstallSlashCommands(s *discordgo.Session) error {
	_, err := s.ApplicationCommandCreate("", "773847927910432789", &discordgo.ApplicationCommand{
		Name:        "lookForPlayers",
		Description: "Send out an invitation to look for players!",
