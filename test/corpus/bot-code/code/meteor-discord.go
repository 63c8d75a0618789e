const (
	guildId = "689197705683140636"

	MutedRole   = "741016178155192432"
	AccountRole = "777248653445300264"
	DonatorRole = "689205464574984353"
)

func AddRole(user string, role string) {
	if !HasRole(user, role) {
		_ = send("PUT", "guilds/"+guildId+"/members/"+user+"/roles/"+role).Body.Close()
	}
}
