func messageHandler(s *discordgo.Session, m *discordgo.MessageCreate) {

	if m.Author.ID == BotID {
		return
	}

	if strings.Contains(m.Content, "bitcoin") {
		_, _ = s.ChannelMessageSend("412498257655365633", "BITCOIN IS A BUBBLE")
	}

	if strings.Contains(m.Content, "dad joke") {
		_, _ = s.ChannelMessageSend("412498257655365633", handleDadJokes())
	}

	if m.Content == "ping" {
		_, _ = s.ChannelMessageSend("412507247697068032", "https://giphy.com/gifs/3djolNOedd5pS")
	}

}
