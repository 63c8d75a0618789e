// What an object's members say about the id it holds under "id", following the object shapes of Discord's
// API reference: a user has a username, a role has permissions and a colour, a thread member (whose id is
// the thread's) has join_timestamp. Also the few names whose meaning depends on a sibling's value
// (an audit log entry's target_id, a permission overwrite's type).
import type { IdKind } from '../idKind';
import type { Members } from './sharedWalks';

type Rule = readonly [IdKind, (m: Members) => boolean];

const has = (m: Members, ...keys: string[]): boolean => keys.some((key) => m.has(key));

/** Shapes certain enough to overrule the name the object is stored under ("member" holding a thread member). */
export function decisiveShapeKind(members: Members): IdKind | undefined {
  if (members.has('join_timestamp')) return 'channel'; // a thread member: its id is the thread's
  if (members.has('allow') && members.has('deny') && members.has('type')) {
    const type = members.get('type');
    if (type === '0' || type === 'role') return 'role';
    if (type === '1' || type === 'member') return 'user';
    return 'unknown';
  }
  return undefined;
}

/** In order: the more specific shapes first (an SKU has "features" like a guild, a webhook an avatar like a user). */
const SHAPE_RULES: readonly Rule[] = [
  ['user', (m) => has(m, 'username', 'discriminator', 'global_name')],
  [
    'message',
    (m) =>
      m.has('content') &&
      has(m, 'channel_id', 'guild_id', 'author', 'embeds', 'attachments', 'mention_everyone', 'tts'),
  ],
  ['other', (m) => m.has('token') && has(m, 'data', 'version', 'app_permissions', 'locale', 'guild_locale')], // interaction
  [
    'webhook',
    (m) =>
      has(m, 'source_guild', 'source_channel') ||
      (m.has('token') && has(m, 'avatar', 'url')) ||
      (m.has('avatar') && m.has('channel_id')),
  ],
  [
    'application',
    (m) => has(m, 'verify_key', 'bot_public', 'bot_require_code_grant', 'rpc_origins', 'interactions_endpoint_url'),
  ],
  [
    'command',
    (m) =>
      m.has('name') &&
      (has(m, 'default_member_permissions', 'dm_permission', 'name_localizations') ||
        (m.has('type') && has(m, 'options', 'resolved', 'target_id'))),
  ],
  ['emoji', (m) => has(m, 'require_colons') || (m.has('animated') && m.has('name') && !m.has('format_type'))],
  ['sticker', (m) => has(m, 'format_type', 'sort_value')],
  ['role', (m) => m.has('permissions') && has(m, 'color', 'colors', 'hoist', 'mentionable', 'unicode_emoji')],
  ['other', (m) => m.has('sku_id') && has(m, 'consumed', 'starts_at', 'ends_at', 'gift_code_flags')], // entitlement
  ['other', (m) => has(m, 'access_type', 'dependent_sku_id', 'manifest_labels')], // SKU
  ['other', (m) => has(m, 'current_period_start', 'renewal_sku_ids', 'sku_ids')], // subscription
  ['other', (m) => has(m, 'cover_sticker_id', 'banner_asset_id')], // sticker pack
  ['other', (m) => m.has('account') && has(m, 'type', 'enabled', 'syncing')], // integration
  ['other', (m) => has(m, 'privacy_level', 'scheduled_start_time', 'entity_type', 'trigger_type', 'action_type')], // stage, event, automod, audit log
  ['other', (m) => has(m, 'filename', 'proxy_url', 'owner_user_id', 'moderated', 'single_select', 'in_onboarding')], // attachment, team, tag, prompt
  ['other', (m) => m.has('role_ids') && m.has('channel_ids')], // onboarding prompt option
  [
    'channel',
    (m) =>
      m.has('type') &&
      has(
        m,
        'parent_id',
        'topic',
        'nsfw',
        'last_message_id',
        'rate_limit_per_user',
        'bitrate',
        'user_limit',
        'recipients',
        'thread_metadata',
        'permission_overwrites',
      ),
  ],
  [
    'guild',
    (m) =>
      has(
        m,
        'features',
        'unavailable',
        'owner_id',
        'approximate_member_count',
        'verification_level',
        'vanity_url_code',
        'instant_invite',
        'presence_count',
        'afk_channel_id',
        'system_channel_id',
      ),
  ],
];

/** The kind an object's members suggest for its "id", when they suggest one. */
export function shapeKind(members: Members): IdKind | undefined {
  for (const [kind, matches] of SHAPE_RULES) if (matches(members)) return kind;
  return undefined;
}

/**
 * Gateway, RPC and webhook-event payloads name their event beside the data: {"t": "GUILD_CREATE", "d": {…}},
 * {"cmd": "GET_CHANNEL", "data": {…}}, {"event": {"type": "ENTITLEMENT_CREATE", "data": {…}}}. The name says
 * what the data's own id is.
 */
export function eventPayloadKind(parent: Members): IdKind | undefined {
  for (const key of ['t', 'evt', 'type', 'cmd']) {
    const name = parent.get(key);
    if (name === undefined || name.length < 4) continue;
    const kind = eventObjectKind(name);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** The kind of the object a gateway, RPC or webhook event named `name` carries (its own id's kind), if known. */
export function eventObjectKind(name: string): IdKind | undefined {
  return EVENT_KINDS.get(name) ?? EVENT_KINDS.get(name.replace(/_(?:CREATE|UPDATE|DELETE)$/, '_*'));
}

const EVENT_KINDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['GUILD_*', 'guild'],
  ['GET_GUILD', 'guild'],
  ['CHANNEL_*', 'channel'],
  ['THREAD_*', 'channel'],
  ['THREAD_MEMBER_UPDATE', 'channel'],
  ['THREAD_MEMBERS_UPDATE', 'channel'],
  ['GET_CHANNEL', 'channel'],
  ['SELECT_VOICE_CHANNEL', 'channel'],
  ['SELECT_TEXT_CHANNEL', 'channel'],
  ['MESSAGE_*', 'message'],
  ['LOBBY_MESSAGE_*', 'message'],
  ['USER_UPDATE', 'user'],
  ['CURRENT_USER_UPDATE', 'user'],
  ['INTERACTION_CREATE', 'other'],
  ['ENTITLEMENT_*', 'other'],
  ['INTEGRATION_*', 'other'],
  ['GUILD_SCHEDULED_EVENT_*', 'other'],
  ['AUTO_MODERATION_RULE_*', 'other'],
  ['STAGE_INSTANCE_*', 'other'],
  ['AUDIT_LOG_ENTRY_CREATE', 'other'],
  ['SUBSCRIPTION_*', 'other'],
  ['LOBBY_*', 'other'],
]);

/** Audit log action types whose target_id is known (Discord's "Audit Log Events" table). */
function auditTargetKind(actionType: number): IdKind | undefined {
  if (actionType === 1) return 'guild';
  if ((actionType >= 10 && actionType <= 15) || (actionType >= 110 && actionType <= 112)) return 'channel';
  if ([20, 22, 23, 24, 25, 28, 145, 146].includes(actionType)) return 'user';
  if (actionType >= 30 && actionType <= 32) return 'role';
  if (actionType >= 50 && actionType <= 52) return 'webhook';
  if (actionType >= 60 && actionType <= 62) return 'emoji';
  if (actionType >= 90 && actionType <= 92) return 'sticker';
  if (
    (actionType >= 80 && actionType <= 85) ||
    (actionType >= 100 && actionType <= 102) ||
    (actionType >= 130 && actionType <= 142)
  )
    return 'other';
  return undefined;
}

/** Keys whose kind a sibling's value decides; read only when one of them names the value. */
export const QUALIFIED_KEYS: ReadonlySet<string> = new Set(['target_id', 'owner_id', 'value']);

/**
 * The kind of the value under `key` given its siblings, or undefined when they do not settle it:
 * - target_id: an audit log entry's action_type, or a context-menu command's type (2 user, 3 message);
 * - owner_id beside owner_type: 1 guild, 2 user (test entitlements);
 * - value of a command option: its type (6 user, 7 channel, 8 role, 11 attachment).
 */
export function qualifiedKind(key: string, siblings: Members): IdKind | undefined {
  if (key === 'target_id') {
    const action = siblings.get('action_type');
    if (action !== undefined) return auditTargetKind(Number(action));
    const type = siblings.get('type');
    if (siblings.has('name') && type === '2') return 'user';
    if (siblings.has('name') && type === '3') return 'message';
    return undefined;
  }
  if (key === 'owner_id') {
    const ownerType = siblings.get('owner_type');
    if (ownerType === undefined) return 'user';
    return ownerType === '1' ? 'guild' : ownerType === '2' ? 'user' : 'unknown';
  }
  if (key === 'value' && siblings.has('name')) {
    const type = siblings.get('type');
    return type === '6'
      ? 'user'
      : type === '7'
        ? 'channel'
        : type === '8'
          ? 'role'
          : type === '11'
            ? 'other'
            : undefined;
  }
  return undefined;
}

/** Audit log changes to a member's roles list the roles under new_value / old_value beside "key": "$add" or "$remove". */
export function qualifiedContainerKind(labelKey: string, siblings: Members): IdKind | undefined {
  if (labelKey !== 'new_value' && labelKey !== 'old_value') return undefined;
  const change = siblings.get('key');
  return change === '$add' || change === '$remove' ? 'role' : undefined;
}
