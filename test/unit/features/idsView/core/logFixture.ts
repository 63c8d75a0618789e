// A log of the kind the Ids view is for: eight users of the stand-in, some named again and again, among guild,
// channel, message and role ids that cost nothing. Shared by the unit tests, the integration tests and the bench.
import { IDS } from '../../../../stand-in/users';

/** Users the stand-in has a profile for (none slow, none a fault). */
export const LOG_USERS = [
  IDS.normal,
  IDS.bigNumbers,
  IDS.banned,
  IDS.nulls,
  IDS.extraFields,
  IDS.demoArtist,
  IDS.demoDev,
  IDS.demoStreamer,
] as const;
export const LOG_GUILD = '297153970613387264';
export const LOG_CHANNEL = '1110000000000000001';
export const LOG_OTHER_CHANNEL = '1110000000000000777';
export const LOG_MESSAGE = '1234567890123456789';
export const LOG_ROLE = '1100000000000001234';

/** Non-user ids of the log, each typed by what precedes it. */
export const LOG_NON_USERS = [LOG_GUILD, LOG_CHANNEL, LOG_OTHER_CHANNEL, LOG_MESSAGE, LOG_ROLE] as const;

export function eightUserLog(): string {
  const [a, b, c, d, e, f, g, h] = LOG_USERS;
  return [
    `2025-11-22T09:14:02.118Z INFO  gateway READY user=${a} guild_id=${LOG_GUILD}`,
    `2025-11-22T09:14:02.407Z INFO  commands /profile user_id=${b} channel_id=${LOG_CHANNEL}`,
    `2025-11-22T09:14:03.021Z INFO  economy transfer from user=${a} to user=${c} guild_id=${LOG_GUILD}`,
    `2025-11-22T09:14:03.655Z WARN  mod banned user ${c} in <#${LOG_OTHER_CHANNEL}> message_id=${LOG_MESSAGE}`,
    `2025-11-22T09:14:04.102Z INFO  chat <@${d}> pinged <@${e}> and <@&${LOG_ROLE}>`,
    `2025-11-22T09:14:04.873Z INFO  http GET /v1/users/${f} 200 channel_id=${LOG_CHANNEL}`,
    `2025-11-22T09:14:05.310Z INFO  commands /daily user_id=${g} guild_id=${LOG_GUILD}`,
    `2025-11-22T09:14:05.944Z INFO  commands /profile user=${h} author_id=${a}`,
    `2025-11-22T09:14:06.512Z INFO  chat <@${b}> thanked <@${h}>`,
    '',
  ].join('\n');
}
