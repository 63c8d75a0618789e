package constants

// Server IDs
const (
	GuildIdTest = "874661805262262302"
	GuildIdLive = "784078658259255306"
)

// Bot IDs
const (
	AppIdSocrates = "874645968522444840"
	AppIdDiogenes = "899230594481922049"
	AppIdFinegold = "998196744363982982"
)

// Role IDs
const (
	RoleIdMember = "891331569472651294"
	RoleIdMod    = "784504367734063105"
)
