// Whose API key asked, in words, from the service's Token-Creator and Token-User headers: the same user for a
// personal key, a bot and its owner for a bot's key. One wording for every surface (the panel's footer, the
// status bar's tooltip); each surface says how an id looks in it.
import type { ServiceMeta } from '../model/user';
import { l10n } from '../l10n';

/** The owner sentence, each id drawn by `id` (a `<code>` marker for HTML, the bare id for plain text). */
export function describeApiKeyOwner(
  meta: Pick<ServiceMeta, 'tokenCreator' | 'tokenUser'>,
  id: (userId: string) => string = (u) => u,
): string | undefined {
  const { tokenCreator: creator, tokenUser: user } = meta;
  if (creator !== undefined && user !== undefined) {
    return creator === user
      ? l10n.t('the API key of user {0}', id(creator))
      : l10n.t("a bot's API key: bot {0}, created by user {1}", id(user), id(creator));
  }
  if (creator !== undefined) return l10n.t('an API key created by user {0}', id(creator));
  if (user !== undefined) return l10n.t('an API key acting as user {0}', id(user));
  return undefined;
}
