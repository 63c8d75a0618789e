// The one table of what each kind of id is called, in the display language: one id ("Guild", in a hover and a
// row's tooltip) or a group of them ("Guilds", the Ids view's headings). Every name is a literal inside l10n.t so
// the bundles can hold it.
import type { IdKind } from './idKind';
import { l10n } from '../l10n';

export type IdKindNameForm = 'one' | 'many';

export function idKindName(kind: IdKind, form: IdKindNameForm = 'one'): string {
  const many = form === 'many';
  switch (kind) {
    case 'user':
      return many ? l10n.t('Users') : l10n.t('User');
    case 'guild':
      return many ? l10n.t('Guilds') : l10n.t('Guild');
    case 'channel':
      return many ? l10n.t('Channels') : l10n.t('Channel');
    case 'message':
      return many ? l10n.t('Messages') : l10n.t('Message');
    case 'role':
      return many ? l10n.t('Roles') : l10n.t('Role');
    case 'emoji':
      return l10n.t('Emoji');
    case 'sticker':
      return many ? l10n.t('Stickers') : l10n.t('Sticker');
    case 'application':
      return many ? l10n.t('Applications') : l10n.t('Application');
    case 'webhook':
      return many ? l10n.t('Webhooks') : l10n.t('Webhook');
    case 'command':
      return many ? l10n.t('Commands') : l10n.t('Command');
    case 'other':
      return many ? l10n.t('Other snowflakes') : l10n.t('Snowflake');
    case 'unknown':
      return many ? l10n.t('Unknown (looked up as users)') : l10n.t('Id');
  }
}
