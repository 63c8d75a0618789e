package ids

import "github.com/andersfylling/disgord"

// Guilds
const (
	MonetizzerGuildId disgord.Snowflake = 1013956156995158047
	MaiteGuildId disgord.Snowflake = 1017425931909988433
)

// Roles
const (
	// Staff
	StaffRoleId disgord.Snowflake = 1017203835615313961
)

// Channels
const (
	// Staff
	StaffBotsChannelId disgord.Snowflake = 1014333594241597560

	// Information
	WelcomeChannelId = 1014502782587375666
	RulesChannelId = 1014469827324293120
	BotsChannelId = 1014487278426525717
	SupportChannelId = 1015419853391269988
	TicketsCategoryId = 1015419926300860516
)
