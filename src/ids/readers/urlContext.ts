// The path segment before an id names it in Discord's web links, API routes and CDN paths:
// discord.com/channels/{guild}/{channel}/{message}, /api/v10/users/{id}, cdn.discordapp.com/emojis/{id}.png.
import type { IdKind } from '../idKind';

/** The furthest this module reads before an id: a URL's scheme, host and a few path segments. */
export const URL_LOOKBEHIND = 256;
/** After the id: '/', the next segment (an id is at most 19 digits) and one character that ends it. */
export const URL_LOOKAHEAD = 21;

/** Collection segments of API routes and CDN paths, and the kind of the id that follows each. */
const SEGMENT_KINDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['users', 'user'],
  ['members', 'user'],
  ['bans', 'user'],
  ['recipients', 'user'],
  ['thread-members', 'user'],
  ['avatars', 'user'],
  ['avatar-decorations', 'user'],
  ['voice-states', 'user'],
  ['guilds', 'guild'],
  ['icons', 'guild'],
  ['splashes', 'guild'],
  ['discovery-splashes', 'guild'],
  ['guild-tag-badges', 'guild'],
  ['channels', 'channel'],
  ['threads', 'channel'],
  ['messages', 'message'],
  ['roles', 'role'],
  ['role-icons', 'role'],
  ['emojis', 'emoji'],
  ['stickers', 'sticker'],
  ['applications', 'application'],
  ['app-icons', 'application'],
  ['app-assets', 'application'],
  ['application-directory', 'application'],
  ['webhooks', 'webhook'],
  ['commands', 'command'],
  ['attachments', 'channel'],
  ['ephemeral-attachments', 'application'],
  ['interactions', 'other'],
  ['integrations', 'other'],
  ['skus', 'other'],
  ['entitlements', 'other'],
  ['subscriptions', 'other'],
  ['scheduled-events', 'other'],
  ['guild-events', 'other'],
  ['sticker-packs', 'other'],
  ['soundboard-sounds', 'other'],
  ['team-icons', 'other'],
  ['lobbies', 'other'],
  ['rules', 'other'],
  // A banner belongs to a user or to a guild, and the path does not say which.
  ['banners', 'unknown'],
]);

/** Paths where a second id follows the first: /attachments/{channel}/{attachment}, discord.com/events/{guild}/{event}. */
const SECOND_ID_KINDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['attachments', 'other'],
  ['ephemeral-attachments', 'other'],
  ['app-assets', 'other'],
  ['events', 'other'],
]);

const WEB_HOST = /^(?:www\.|canary\.|ptb\.)?discord(?:app)?\.com$/i;
const STEAM_HOST = /^(?:www\.)?steamcommunity\.com$/i;
const TWITTER_HOST = /^(?:www\.|mobile\.)?(?:twitter|x|fxtwitter|vxtwitter|fixupx)\.com$/i;

const SLASH = 47;

/** The kind the URL path around text[start, end) gives, or undefined when the id does not follow a '/'. */
export function kindFromUrlPath(text: string, start: number, end: number): IdKind | undefined {
  if (text.charCodeAt(start - 1) !== SLASH) return undefined;
  const lowest = Math.max(0, start - 1 - URL_LOOKBEHIND);
  let from = start - 1;
  while (from > lowest && isUrlChar(text.charCodeAt(from - 1))) from--;
  // Segments before the id, nearest last; the id's own (empty) segment is dropped.
  const segments = text.slice(from, start - 1).split('/');
  const previous = segments[segments.length - 1]?.toLowerCase() ?? '';
  const beforePrevious = segments[segments.length - 2]?.toLowerCase() ?? '';
  const channelLink = kindInChannelLink(segments, nextSegmentIsId(text, end));
  if (channelLink !== undefined) return channelLink;
  if (isDigits(previous)) return SECOND_ID_KINDS.get(beforePrevious);
  if (previous === 'events' && WEB_HOST.test(beforePrevious)) return 'guild';
  // Other systems' links: a Steam profile's SteamID64, a tweet's status id.
  if (previous === 'profiles' && segments.some((segment) => STEAM_HOST.test(segment))) return 'other';
  if ((previous === 'status' || previous === 'statuses') && segments.some((segment) => TWITTER_HOST.test(segment)))
    return 'other';
  return SEGMENT_KINDS.get(previous);
}

/**
 * discord.com/channels/{guild or @me}/{channel}/{message}: the web client's links, told apart from the API's
 * /channels/{channel}/… by the host before "channels" or by an id right after the first one.
 */
function kindInChannelLink(segments: readonly string[], idFollows: boolean): IdKind | undefined {
  const count = segments.length;
  for (let back = 1; back <= 3 && back <= count; back++) {
    if (segments[count - back]?.toLowerCase() !== 'channels') continue;
    const between = segments.slice(count - back + 1);
    if (!between.every((segment, i) => isDigits(segment) || (i === 0 && segment === '@me'))) return undefined;
    const onWebHost = WEB_HOST.test(segments[count - back - 1] ?? '');
    if (back === 1) return onWebHost || idFollows ? 'guild' : undefined;
    return back === 2 ? 'channel' : 'message';
  }
  return undefined;
}

function nextSegmentIsId(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== SLASH) return false;
  let i = end + 1;
  while (i < end + URL_LOOKAHEAD && isDigitCode(text.charCodeAt(i))) i++;
  return i - (end + 1) >= 17 && !isDigitCode(text.charCodeAt(i));
}

/** Characters of a URL or a path as it appears in logs and code; quotes, brackets and spaces end it. */
function isUrlChar(code: number): boolean {
  if (code <= 32 || code >= 127) return false;
  return !'"\'`<>()[]{}|\\^,'.includes(String.fromCharCode(code));
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isDigits(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i++) if (!isDigitCode(segment.charCodeAt(i))) return false;
  return true;
}
