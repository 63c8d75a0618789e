package config

var UserIDs = map[string]string{
	"Cova":    "139592376443338752",
	"Venn":    "151120340343455744",
	"Bender":  "135820819086573568",
	"Sig":     "486516247576444928",
	"Guy":     "113035990725066752",
	"Guildus": "113776144012148737",
	"Deaf":    "115631499344216066",
	"Feli":    "120263103366692868",
}

var RoleIDs = map[string]string{
	"Macaroni": "836680699217444924",
	"WetBread": "204326753215315968",
}

var ChannelIDs = map[string]string{
	"WhaleWatchers":       "767836161619525652",
	"NebulaAnnouncements": "925956838036475974",
	"NebulaChat":          "925956744478343218",
	"Lounge":              "754401194788520047",
	"NoGuy":               "987456522969841824",
	"OnlyGuy":             "989524799044862022",
	"AFK":                 "753251583902482637",
}

var GuildIDs = map[string]string{
	"BLU":      "757866614787014656",
	"Starbunk": "753251582719688714",
}
