package bot

const QuantexID = "355066343587840010";
const BotCommandsChannel string = "643562189021642755";
const WelcomeChannel string = "443051367242661908";
const LogsChannel string = "643562017445380117";
const RoleSelectChannel string = "672913218150072350";
const HallOfFameChannel string = "685895928393105411";
