export const modRoleId = "&102870499406647296";
export const reactibot = "644375510725689369";

export const guildId = "102860784329052160";

export const enum CHANNELS {
  "helpReact" = "103696749012467712",
  "helpThreadsReact" = "902647189120118794",
  "helpJs" = "565213527673929729",
  "random" = "103325358643752960",
  "jobBoard" = "103882387330457600",
  "modLog" = "591326408396111907",
  "thanks" = "798567961468076072",
}
