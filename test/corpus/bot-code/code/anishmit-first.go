const (
	curTimeZone = "America/Los_Angeles"
	guildID     = "407302806241017866"
	channelID   = "407302806241017868"
)
