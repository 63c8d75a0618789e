export const prefix: string[] = ['=', 'kat '];
export const owner: string = process.env.OWNER;
export const channelIDs: {
  missingTranslation: string;
  readyLogs: string;
  guildLogs: string;
  databaseLogs: string;
  errorLogs: string;
} = {
  missingTranslation: '776612060682911775',
  readyLogs: '776921356356550697',
  guildLogs: '776921326740701215',
  databaseLogs: '776921426736971778',
  errorLogs: '776921487084879912',
};
