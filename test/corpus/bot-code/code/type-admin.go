var (
	ADMIN_ID = []string{"910067180706627594"}
)

func Admin(s *discordgo.Session, m *discordgo.MessageCreate) {
	if Slice_contains(ADMIN_ID, m.Author.ID) {
		var args = strings.Split(m.Content, " ")
