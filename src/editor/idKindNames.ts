// What a hover calls each kind of id, in the display language. The ids layer's ID_KIND_NAMES stays English
// for lists and logs; every name here is a literal inside l10n.t so the bundles can hold it.
import type { IdKind } from '../ids/idKind';
import { l10n } from '../l10n';

export function idKindName(kind: IdKind): string {
  switch (kind) {
    case 'user':
      return l10n.t('User');
    case 'guild':
      return l10n.t('Guild');
    case 'channel':
      return l10n.t('Channel');
    case 'message':
      return l10n.t('Message');
    case 'role':
      return l10n.t('Role');
    case 'emoji':
      return l10n.t('Emoji');
    case 'sticker':
      return l10n.t('Sticker');
    case 'application':
      return l10n.t('Application');
    case 'webhook':
      return l10n.t('Webhook');
    case 'command':
      return l10n.t('Command');
    case 'other':
      return l10n.t('Snowflake');
    case 'unknown':
      return l10n.t('Id');
  }
}
