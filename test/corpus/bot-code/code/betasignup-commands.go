package commands

import (
	"github.com/bwmarrin/discordgo"
)

func handleBetaSignupSubmit(s *discordgo.Session, i *discordgo.InteractionCreate) {
	// data := i.ModalSubmitData()

	// formContent := fmt.Sprintf("New Beta Tester Signup:\nContact Permission: %s\nFirst Name: %s\nEmail: %s\nAge 13+: %s",
	// 	contactPermission, firstName, email, ageCheck)

	// _, err := s.ChannelMessageSend("1265028002417217721", formContent)
	// if err != nil {
	// 	fmt.Println("Error sending form content:", err)
	// }
