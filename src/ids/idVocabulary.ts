// What the words of a name say about the id that follows it. A name is read from its head, the last word
// that is not a mere "id": "target_user_id" names a user, "user_count" a count (not an id at all),
// "guild.id" a guild, "id" alone nothing yet (the object around it decides).
import type { IdKind } from './idKind';

const ENTITY_WORDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ...words('user', 'user uid author owner member creator inviter invitee recipient account mention bot moderator mod executor actor sender requester reporter invoker participant player friend admin'),
  ...words('guild', 'guild server'),
  ...words('channel', 'channel thread parent category forum dm'),
  ...words('message', 'message msg'),
  ...words('role', 'role'),
  ...words('emoji', 'emoji emote'),
  ...words('sticker', 'sticker'),
  ...words('application', 'application app client'),
  ...words('webhook', 'webhook hook'),
  ...words('command', 'command cmd'),
  // Known things that are not users: looking them up as one would spend a request for nothing.
  ...words('other', 'attachment interaction integration sku entitlement subscription team event pack lobby asset prompt tag sound promotion listing instance rule entry invite activity template poll answer nonce'),
]);

/**
 * Heads that make the value something other than an id of the words before them: user_count, channel_name,
 * guild_icon. "nonce" and "version" are snowflake-like but never a user.
 */
const NOT_AN_ID_HEADS: ReadonlySet<string> = new Set(
  ('count total size length name username nick nickname discriminator type flags permissions permission bitfield ' +
    'allow deny position color colour icon avatar banner splash image hash timestamp time ts date at since until ' +
    'duration seconds ms version seq sequence nonce offset limit index number num code token secret status level ' +
    'score xp balance amount price coins port pid bytes checksum topic content text description title url locale ' +
    'region email phone expires age latency ping timeout interval delay rate quota percent ratio state mode').split(' '),
);

/**
 * A name ending in one of these points past itself: the ids in "newcomerRoleFor" are whom the role is for,
 * not roles. Such a name says nothing about its value.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set('for of by to from with on into per via and or'.split(' '));

/** Words that only say "this is an id" or "look it up": they are skipped to reach the word that names the thing. */
const TRANSPARENT_TAIL: ReadonlySet<string> = new Set('id ids snowflake snowflakes fetch get resolve find cache has in list items'.split(' '));

/** Container names that say nothing about what they hold; the shape of the object inside decides. */
const GENERIC_CONTAINERS: ReadonlySet<string> = new Set('d data payload body result results response res json obj object item items value values args params entity entities record records row rows node doc document'.split(' '));

function words(kind: IdKind, list: string): [string, IdKind][] {
  return list.split(' ').map((word) => [word, kind]);
}

/** The kind a single word names, plurals included (guilds, entries, categories). */
export function kindOfWord(word: string): IdKind | undefined {
  const direct = ENTITY_WORDS.get(word);
  if (direct !== undefined) return direct;
  if (word.endsWith('ies')) return ENTITY_WORDS.get(word.slice(0, -3) + 'y');
  if (word.endsWith('s')) return ENTITY_WORDS.get(word.slice(0, -1));
  return undefined;
}

export type NameVerdict =
  | { type: 'kind'; kind: IdKind; word: string }
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
  for (let t = tokens.length - 1; t >= 0; t--) {
    const token = tokens[t]!;
    let end = token.length;
    while (end > 0 && isTransparent(token[end - 1]!, asContainer)) end--;
    if (end === 0) continue;
    const head = token[end - 1]!;
    if (NOT_AN_ID_HEADS.has(head)) return { type: 'kind', kind: 'other', word: head };
    if (FUNCTION_WORDS.has(head)) return { type: 'unrecognized' };
    for (let w = end - 1; w >= 0; w--) {
      const word = token[w]!;
      const kind = kindOfWord(word);
      if (kind !== undefined) return { type: 'kind', kind, word };
    }
    return { type: 'unrecognized' };
  }
  return { type: 'generic' };
}

function isTransparent(word: string, asContainer: boolean): boolean {
  return TRANSPARENT_TAIL.has(word) || (asContainer && GENERIC_CONTAINERS.has(word));
}
