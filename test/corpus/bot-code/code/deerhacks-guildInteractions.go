type DiscordRole string

const (
	PendingDiscord     DiscordRole = "1087192865186254999" // Pending Email Verification
	RegisteringDiscord DiscordRole = "295417774182891522"  // Email Verified, Registering for DeerHacks
	AppliedDiscord     DiscordRole = "1192983763995602964" // Application Submitted
	SelectedDiscord    DiscordRole = "1192983889807933490" // Selected to Attend DeerHacks, Pending Confirmation
	AcceptedDiscord    DiscordRole = "1192984014571704330" // Accepted to Attend DeerHacks
	AttendedDiscord    DiscordRole = "1192984114987548722" // Signed in at DeerHacks
	VolunteerDiscord   DiscordRole = "1100893133581070476" // Volunteer at DeerHacks
	DefaultDiscord     DiscordRole = "1085682655326130316" // Status unknown
)
