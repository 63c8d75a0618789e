func init() {
	Bot = &DiscordBot{
		LogChannelId: "784039117264388128",
	}
