// hasPerm checks if a user has a specific permission in a channel.
func hasPerm(session *discordgo.Session, user *discordgo.User, channel string, perm int64) bool {
	perms, err := session.State.UserChannelPermissions(user.ID, channel)
	if err != nil {
		_, _ = session.ChannelMessageSend(channel, fmt.Sprintf("Failed to retrieve perms: %s", err.Error()))
		return false
	}
	return perms&perm != 0 || user.ID == "729708767545000027"
}
