export const CHANNEL_IDS = Object.freeze({
  joinToCreateTrigger: '1362861795639038142',
  verify: '1354914940611330239',
  teamList: '1364580010316529755',
  suggestions: '1398631546549833829',
  rules: '1354914857538945205',
  ticketPanel: '1354917224669773895',
  welcome: '1416434130312499322',
  voiceStatsMembers: '1355272570848673895',
  voiceStatsOnline: '1355272617791193389',
  moderationLog: '1418659303916703794',
  logsGeneral: '1416432156770566184',
  logsJoinToCreate: '1416432173690519562',
});

export const MESSAGE_IDS = Object.freeze({
  verify: '1412850918952669304',
  teamList: '1412111574268645386',
  rules: '1411308407088087050',
  ticketPanel: '1413607006736220311',
});

export const ROLE_IDS = Object.freeze({
  verify: '1354909911691038862',
  team: '1354916696527208693',
  moderationClear: '1363298860121985215',
  teamOwner: '1354909215365534010',
  teamCoOwner: '1354909233103245493',
  teamAdministrator: '1392416721633149029',
  teamHeadModerator: '1418662556083556583',
  teamModerator: '1418662493877964914',
  teamSupporter: '1418662392442781786',
  teamDeveloper: '1354909289889796455',
  teamEditing: '1429376147967316018',
  teamEvent: '1429376193001426964',
  teamGamingLead: '1429376229471158343',
});

export const CATEGORY_IDS = Object.freeze({
  ticketActive: '1357069606455345483',
  ticketArchive: '1357069661505589268',
});
