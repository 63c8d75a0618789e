// The one table of what each kind of id is called, in the display language: one id ("Guild", in a hover and a
// row's tooltip) or a group of them ("Guilds", the Ids view's headings). Every name is a literal inside l10n.t so
// the bundles can hold it, and each is translated when asked for, in the language of that moment.
import type { IdKind } from './idKind';
import { l10n } from '../l10n';

export type IdKindNameForm = 'one' | 'many';

const NAMES: Readonly<Record<IdKind, () => readonly [one: string, many: string]>> = {
  user: () => [l10n.t('User'), l10n.t('Users')],
  guild: () => [l10n.t('Guild'), l10n.t('Guilds')],
  channel: () => [l10n.t('Channel'), l10n.t('Channels')],
  message: () => [l10n.t('Message'), l10n.t('Messages')],
  role: () => [l10n.t('Role'), l10n.t('Roles')],
  emoji: () => [l10n.t('Emoji'), l10n.t('Emoji')],
  sticker: () => [l10n.t('Sticker'), l10n.t('Stickers')],
  application: () => [l10n.t('Application'), l10n.t('Applications')],
  webhook: () => [l10n.t('Webhook'), l10n.t('Webhooks')],
  command: () => [l10n.t('Command'), l10n.t('Commands')],
  other: () => [l10n.t('Snowflake'), l10n.t('Other snowflakes')],
  unknown: () => [l10n.t('Id'), l10n.t('Unknown (looked up as users)')],
};

export function idKindName(kind: IdKind, form: IdKindNameForm = 'one'): string {
  const [one, many] = NAMES[kind]();
  return form === 'many' ? many : one;
}
