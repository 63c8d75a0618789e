package info

const (
	BotVersion = "v0.1.0"
	BotName    = "FlashPrisons Bot"
	Prefix     = "!"
	LogsID     = "1008783295061962834"
)
