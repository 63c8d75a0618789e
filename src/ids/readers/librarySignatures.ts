// The parameters of the major Discord libraries' methods whose names do not say what each argument is: discordgo's
// `s.GuildMemberRoleAdd(guildID, userID, roleID)` takes three ids its name reads as one member, discordrb's
// `user.on(server)` takes a server, and `createDM(user)` a user, not the channel its name says. Taken from the
// libraries' own documentation (pkg.go.dev bwmarrin/discordgo, docs.rs serenity and
// twilight-http, rubydoc discordrb, discord.js.org, the JDA and DSharpPlus references); a name is matched with its case,
// so each library's spelling keeps its own order. Names a bot's own helpers often take (Ban, get_member, ban_user, whose
// first argument is a user in discord.py and a guild in serenity) are left out: a wrong order there would hide a user.
import { argumentIndex, calleeBefore } from './callArguments';
import type { IdKind } from '../idKind';
import { splitNameWords } from '../nameWords';
import { isIdentifierCode } from './structureScan';

/** The kind of each positional parameter (undefined: not an id, or an id of either kind, as a permission's target). */
type Parameters = readonly (IdKind | undefined)[];

interface Signature {
  parameters: Parameters;
  /** The receiver's last word, when the method's name alone is too common to be this library's (`on`). */
  receivers?: ReadonlySet<string>;
}

const G: IdKind = 'guild';
const U: IdKind = 'user';
const C: IdKind = 'channel';
const M: IdKind = 'message';
const R: IdKind = 'role';
const E: IdKind = 'emoji';
const A: IdKind = 'application';

const SIGNATURES: ReadonlyMap<string, Signature> = new Map<string, Signature>([
  // discordgo, Session methods (ids as strings).
  ...same(
    [G, U],
    'GuildMember GuildMemberAdd GuildMemberDelete GuildMemberDeleteWithReason GuildMemberEdit GuildMemberEditComplex GuildMemberNickname GuildMemberMute GuildMemberDeafen GuildMemberTimeout GuildBan GuildBanCreate GuildBanCreateWithReason GuildBanCreateWithReasonAndDeleteMessageDays GuildBanDelete GuildAuditLog',
  ),
  ...same([G, U, R], 'GuildMemberRoleAdd GuildMemberRoleRemove'),
  ...same([G, U, C], 'GuildMemberMove'),
  ...same([G, R], 'GuildRoleEdit GuildRoleDelete'),
  ...same([G, E], 'GuildEmoji GuildEmojiEdit GuildEmojiDelete'),
  ...same(
    [C, M],
    'ChannelMessage ChannelMessageEdit ChannelMessageEditEmbed ChannelMessageEditEmbeds ChannelMessageDelete ChannelMessagePin ChannelMessageUnpin ChannelMessageCrosspost MessageReactionsRemoveAll MessageThreadStart MessageThreadStartComplex',
  ),
  ...same([C, M, E], 'MessageReactionAdd MessageReactions MessageReactionsRemoveEmoji'),
  ...same([C, M, E, U], 'MessageReactionRemove'),
  ...same([C, U], 'ThreadMemberAdd ThreadMemberRemove'),
  ...same([A, G], 'ApplicationCommandCreate ApplicationCommands ApplicationCommandBulkOverwrite'),
  ...same(
    [A, G, 'command'],
    'ApplicationCommand ApplicationCommandEdit ApplicationCommandDelete ApplicationCommandPermissions ApplicationCommandPermissionsEdit',
  ),
  ...same([U], 'UserChannelCreate'),
  // serenity (Http) and twilight-http (Client).
  ...same([G, U, R], 'add_member_role remove_member_role add_guild_member_role remove_guild_member_role'),
  ...same([G, U], 'kick_member guild_member remove_guild_member'),
  ...same([C, M], 'get_message delete_message create_reaction delete_current_user_reaction'),
  // A DM opens on a user: discord.js `users.createDM(id)`, JDA `openPrivateChannelById(id)`, DSharpPlus
  // `CreateDmChannelAsync(id)`, twilight `create_private_channel(id)`.
  ...same([U], 'createDM openPrivateChannelById CreateDmChannelAsync create_private_channel'),
  // discord.js: `message.react(emoji)`.
  ['react', { parameters: [E], receivers: new Set(['message', 'msg', 'm', 'reply', 'sent']) }],
  // discordrb: `User#on(server)` is that user as a member of the server; `Bot#send_message(channel, content)`.
  ['on', { parameters: [G], receivers: new Set(['user', 'author', 'member']) }],
  ['send_message', { parameters: [C], receivers: new Set(['bot', 'client', 'http', 'discord']) }],
]);

function same(parameters: Parameters, names: string): [string, Signature][] {
  return names.split(' ').map((name) => [name, { parameters }]);
}

/**
 * The kind the library method called at `open` (a '(') gives the argument starting at `valueStart`, if it is one of
 * the methods above and the argument's place is an id's.
 */
export function libraryArgumentKind(text: string, open: number, valueStart: number, lo: number): IdKind | undefined {
  const callee = calleeBefore(text, open, lo);
  const signature = callee === undefined ? undefined : SIGNATURES.get(callee.name);
  if (callee === undefined || signature === undefined) return undefined;
  if (signature.receivers !== undefined && !signature.receivers.has(receiverWord(text, callee.start, lo) ?? ''))
    return undefined;
  const index = argumentIndex(text, open, valueStart);
  return index === undefined ? undefined : signature.parameters[index];
}

/** The last word of the receiver before `.method(`: `event.user.on(` gives "user". */
function receiverWord(text: string, calleeStart: number, lo: number): string | undefined {
  if (text.charCodeAt(calleeStart - 1) !== 46) return undefined;
  let start = calleeStart - 1;
  while (start > lo && calleeStart - start < 64 && isIdentifierCode(text.charCodeAt(start - 1))) start--;
  return splitNameWords(text.slice(start, calleeStart - 1)).at(-1);
}
