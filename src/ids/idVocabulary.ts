// What the words of a name say about the id that follows it. A name is read from its head, the last word
// that is not a mere "id": "target_user_id" names a user, "user_count" a count (not an id at all),
// "guild.id" a guild, "id" alone nothing yet (the object around it decides).
import type { IdKind } from './idKind';

const ENTITY_WORDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ...words(
    'user',
    'user uid author owner member creator inviter invitee recipient account mention bot moderator mod executor actor sender requester reporter invoker participant player friend admin',
  ),
  // Discord's channel types are channels: threads, forums, categories, stage, voice and announcement channels (vc, cat).
  ...words('channel', 'channel chan ch thread parent category cat forum dm cid stage voice vc announcement news log'),
  ...words('guild', 'guild server gid'),
  ...words('message', 'message msg'),
  ...words('role', 'role rid'),
  ...words('emoji', 'emoji emote'),
  ...words('sticker', 'sticker'),
  ...words('application', 'application app client'),
  ...words('webhook', 'webhook hook'),
  ...words('command', 'command cmd'),
  // The Portuguese Brazilian bots write (accents are dropped before lookup: usuário is usuario).
  ...words('user', 'usuario autor dono membro'),
  ...words('channel', 'canal canais categoria chat'),
  ...words('guild', 'servidor servidores guilda'),
  ...words('role', 'cargo'),
  ...words('sticker', 'figurinha'),
  // Spanish, as close as Portuguese: rol (role); miembro is person-like.
  ...words('role', 'rol'),
  ...words('user', 'miembro'),
  // A starboard is a channel bots repost starred messages to.
  ...words('channel', 'starboard'),
  ...words('message', 'mensagem mensagens'),
  // Known things that are not users: looking them up as one would spend a request for nothing.
  ...words(
    'other',
    'attachment interaction integration sku entitlement subscription team event pack lobby asset prompt tag sound promotion listing instance rule entry invite activity template poll answer nonce',
  ),
  // Other systems' 17-19 digit numbers: a SteamID64 (7656119…), a tweet or status id.
  ...words('other', 'steam steamid steamid64 tweet twitter'),
]);

/**
 * Person-like words that, without an "id" after them, are as often the name of a role or a channel
 * (ADMIN, member, bot_question, creator, creatorProjects) as a person: the block around the value decides,
 * and only when it names nothing do they stand for a user. "user", "uid", "account" and "author" stay decisive.
 */
const WEAK_USER_WORDS: ReadonlySet<string> = new Set(
  'member admin mod moderator owner bot participant player friend mention creator inviter invitee recipient executor actor sender requester reporter invoker membro dono miembro'.split(
    ' ',
  ),
);

/**
 * Words that name the bot itself when an id follows them: `LORITTA_BOT_ID`, `botId`. A bot's own id is its
 * application's, not a person to look up ("bot" alone, or `bot: {…}` in a payload, stays a weak user word; THIS_BOT
 * and ownBot are the bot itself, see OWN_WORDS).
 */
const APPLICATION_WITH_ID: ReadonlySet<string> = new Set(['bot', 'bots']);
/** Words that make "bot" the bot itself with no "id" after it: THIS_BOT, ownBot (not MyBot: a class of that name holds more than its id). */
const OWN_WORDS: ReadonlySet<string> = new Set(['this', 'own']);

/**
 * Namespace prefixes of constants: ROLE_MEMBER, CHANNEL_RULES and categories__moderators are a role, a channel and a
 * category, not a member, a rule and moderators. Any word naming a channel (of any type) or a role is one.
 */
function prefixKind(word: string): IdKind | undefined {
  const kind = kindOfWord(word);
  return kind === 'channel' || kind === 'role' ? kind : undefined;
}

/**
 * Heads that make the value something other than an id of the words before them: user_count, channel_name,
 * guild_icon. "nonce" and "version" are snowflake-like but never a user.
 */
const NOT_AN_ID_HEADS: ReadonlySet<string> = new Set(
  (
    'count total size length name username nick nickname discriminator type flags permissions permission bitfield ' +
    'allow deny position color colour icon avatar banner splash image hash timestamp time ts date at since until ' +
    'duration seconds ms version seq sequence nonce offset limit index number num code token secret status level ' +
    'score xp balance amount price coins port pid bytes checksum topic content text description title url locale ' +
    'region email phone expires age latency ping timeout interval delay rate quota percent ratio state mode ns'
  ).split(' '),
);

/**
 * A name ending in one of these points past itself: the ids in "newcomerRoleFor" are whom the role is for,
 * not roles. Such a name says nothing about its value.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set('for of by to from with on into per via and or'.split(' '));

/** Words that only say "this is an id" or "look it up": they are skipped to reach the word that names the thing. */
const TRANSPARENT_TAIL: ReadonlySet<string> = new Set(
  'id ids snowflake snowflakes fetch get resolve find cache has in not list items'.split(' '),
);

/** Container names that say nothing about what they hold; the shape of the object inside decides. */
const GENERIC_CONTAINERS: ReadonlySet<string> = new Set(
  'd data payload body result results response res json obj object item items value values args params entity entities record records row rows node doc document'.split(
    ' ',
  ),
);

function words(kind: IdKind, list: string): [string, IdKind][] {
  return list.split(' ').map((word) => [word, kind]);
}

/** The kind a single word names, plurals included (guilds, entries, categories), and run-together ids (channelids, roleid). */
export function kindOfWord(word: string): IdKind | undefined {
  const direct = singularKind(word);
  if (direct !== undefined) return direct;
  const stem = word.endsWith('ids') ? word.slice(0, -3) : word.endsWith('id') ? word.slice(0, -2) : '';
  return (stem.length >= 3 ? singularKind(stem) : undefined) ?? runTogetherKind(stem.length >= 3 ? stem : word);
}

/**
 * Lowercase and SCREAMING names run together (welcomechannel=, STAFFROLE=, modlogs:, testguild): the kind word they
 * end in, after at least three letters of their own. Only Discord objects that are not people, and words of four
 * letters or more (mod, app, cat and the like end too many other words).
 */
function runTogetherKind(word: string): IdKind | undefined {
  const singular = word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;
  for (const suffix of RUN_TOGETHER_SUFFIXES) {
    if (singular.length - suffix.length < 3 || !singular.endsWith(suffix)) continue;
    // catalog, dialog, prolog, epilog: words of their own, not a log channel's name.
    if (suffix === 'log' && 'aoi'.includes(singular[singular.length - 4]!)) return undefined;
    return ENTITY_WORDS.get(suffix);
  }
  return undefined;
}

const RUN_TOGETHER_SUFFIXES: readonly string[] = [
  'channel',
  'thread',
  'forum',
  'category',
  'log',
  'guild',
  'server',
  'role',
  'emoji',
  'emote',
  'message',
  'webhook',
  'sticker',
  'canal',
  'cargo',
  'servidor',
];

function singularKind(word: string): IdKind | undefined {
  const direct = ENTITY_WORDS.get(word);
  if (direct !== undefined) return direct;
  if (word.endsWith('ies')) return ENTITY_WORDS.get(word.slice(0, -3) + 'y');
  if (word.endsWith('s')) return ENTITY_WORDS.get(word.slice(0, -1));
  return undefined;
}

/**
 * A call's name that holds a person word beside a kind word (`send_user_message`, `notifyMemberChannel`): it says what
 * the call does to someone, not what each argument is, so its kind word names no argument. "bot" is the caller itself.
 */
export function isPersonCallee(words: readonly string[]): boolean {
  return words.some((word) => word !== 'bot' && word !== 'bots' && kindOfWord(word) === 'user');
}

/** What a call's name says of its arguments: its verdict, but nothing but a user when it is named for a person too. */
export function callNameVerdict(words: readonly string[], asContainer = false): NameVerdict {
  const verdict = nameVerdict([words], asContainer);
  return verdict.type === 'kind' && verdict.kind !== 'user' && isPersonCallee(words)
    ? { type: 'unrecognized' }
    : verdict;
}

export type NameVerdict =
  | {
      type: 'kind';
      kind: IdKind;
      word: string;
      /** A person-like word with no "id": the enclosing block may overrule it. */ weak?: boolean;
    }
  /** Only "id"-like words: the container around the value decides. */
  | { type: 'generic' }
  /** A name, but not one that says what the id is (target_id, "1", foo). */
  | { type: 'unrecognized' };

/**
 * Reads a name made of one or more tokens (each a list of words: "Guild ID" is [["guild"], ["id"]]).
 * Only the last token that is not transparent speaks: "user said hello 123" is about hello, not user.
 * With `asContainer`, generic container names (d, data, items) count as generic too.
 */
export function nameVerdict(tokens: readonly (readonly string[])[], asContainer = false): NameVerdict {
  let onlyIdsAfter = true;
  for (let t = tokens.length - 1; t >= 0; t--) {
    const token = tokens[t]!;
    let end = token.length;
    while (end > 0 && isTransparent(token[end - 1]!, asContainer)) end--;
    if (end === 0) continue;
    // "channel with id: 123" and "ROLE_ID_TO_MENTION": a function word after the thing's own name
    // (and its "id") points away from it; the words before it name the value.
    const cut = functionWordCut(token, end, onlyIdsAfter && t < tokens.length - 1);
    if (cut === undefined) return { type: 'unrecognized' };
    if (cut === 0) {
      onlyIdsAfter = true;
      continue;
    }
    const verdict = tokenVerdict(token, cut, end < token.length || cut < end, asContainer);
    if (verdict !== undefined) return verdict;
    return { type: 'unrecognized' };
  }
  return { type: 'generic' };
}

/**
 * Where the words naming the value end in `token` (before `end`): `end` itself, or the position of a
 * function word that an "id" word precedes (role_id_to_mention), or 0 when the whole token is one function
 * word standing between a name and its id ("channel with id:"). Undefined when the token ends in a function
 * word that points past itself (newcomerRoleFor).
 */
function functionWordCut(token: readonly string[], end: number, betweenNameAndId: boolean): number | undefined {
  // getTextChannelById, get_role_by_id, findGuildByID: a lookup by the id of the thing named before "by".
  if (token[end - 1] === 'by' && end > 1 && end < token.length) return end - 1;
  if (FUNCTION_WORDS.has(token[end - 1]!)) return end === 1 && betweenNameAndId ? 0 : undefined;
  for (let w = 1; w < end - 1; w++) {
    if (FUNCTION_WORDS.has(token[w]!) && TRANSPARENT_TAIL.has(token[w - 1]!)) return w - 1;
  }
  return end;
}

/** The kind the words token[0, end) name, read from their head; `hasId` when an "id" word followed them. */
function tokenVerdict(
  token: readonly string[],
  end: number,
  hasId: boolean,
  asContainer: boolean,
): NameVerdict | undefined {
  while (end > 0 && TRANSPARENT_TAIL.has(token[end - 1]!)) end--;
  if (end === 0) return undefined;
  const head = token[end - 1]!;
  if (NOT_AN_ID_HEADS.has(head)) return { type: 'kind', kind: 'other', word: head };
  if (!asContainer && DEFAULT_CHANNEL_NAMES.has(head)) return { type: 'kind', kind: 'channel', word: head, weak: true };
  const bot = botItself(token, end, hasId, asContainer);
  if (bot !== undefined) return bot;
  for (let w = end - 1; w >= 0; w--) {
    const word = token[w]!;
    const kind = kindOfWord(word);
    if (kind === undefined || (word === 'log' && isLoggingCall(token, w))) continue;
    const personLike = WEAK_USER_WORDS.has(word.endsWith('s') ? word.slice(0, -1) : word);
    const prefix = w > 0 && !hasId ? prefixKind(token[0]!) : undefined;
    if (prefix !== undefined && (kind === 'other' || personLike))
      return { type: 'kind', kind: prefix, word: token[0]! };
    if (APPLICATION_WITH_ID.has(word) && ((hasId && w === end - 1) || (w > 0 && OWN_WORDS.has(token[w - 1]!))))
      return { type: 'kind', kind: 'application', word };
    const weak = !hasId && personLike;
    return weak ? { type: 'kind', kind, word, weak } : { type: 'kind', kind, word };
  }
  return undefined;
}

/**
 * A bot's own id, named as the bot: `bot: "1"`, `with bot 1` (a value named by "bot" alone, weakly: `roles: { bot: 1 }`
 * is the Bot role), `BlobotId`, `dynobot_id` (a bot's name run together with "bot", then its id). Not a block named
 * `bot: {…}` (a payload's bot user) nor a list of `bots`.
 */
function botItself(
  token: readonly string[],
  end: number,
  hasId: boolean,
  asContainer: boolean,
): NameVerdict | undefined {
  const head = token[end - 1]!;
  if (!asContainer && !hasId && end === 1 && head === 'bot')
    return { type: 'kind', kind: 'application', word: head, weak: true };
  if (hasId && head.length >= 6 && head.endsWith('bot') && !head.endsWith('robot'))
    return { type: 'kind', kind: 'application', word: head };
  return undefined;
}

/**
 * The names Discord gives the channels of a new server and of its templates (general, welcome, help, off-topic,
 * lounge, introductions): a value named by one alone (`general = "1"`, `betterHelp:`) is that channel. Only as the
 * name's head, and never as a block's name: a `general:` settings section holds owners and guilds too.
 */
const DEFAULT_CHANNEL_NAMES: ReadonlySet<string> = new Set([
  'general',
  'welcome',
  'help',
  'offtopic',
  'lounge',
  'introductions',
]);

/**
 * `log(…)`, `console.log`, `logger.log`, `this.log`, `self.bot.log`: the word names a logging call, not a log channel
 * (TicketLog, MOD_LOG, modLogs, logs:). Singular "log" names a channel once any word before it is not a logger:
 * `impactBotLog` is a log channel, though `bot.log` is a call.
 */
function isLoggingCall(token: readonly string[], w: number): boolean {
  for (let before = 0; before < w; before++) if (!LOGGERS.has(token[before]!)) return false;
  return true;
}

const LOGGERS: ReadonlySet<string> = new Set([
  'console',
  'logger',
  'logging',
  'log',
  'this',
  'self',
  'sys',
  'fmt',
  'util',
  'utils',
  'app',
  'client',
  'bot',
  'debug',
  'std',
  'window',
  'process',
  'context',
  'ctx',
]);

function isTransparent(word: string, asContainer: boolean): boolean {
  return TRANSPARENT_TAIL.has(word) || (asContainer && GENERIC_CONTAINERS.has(word));
}
