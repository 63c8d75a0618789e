import { l10n } from '../../../l10n';

/** The panel's title for a user: "User 123…", also the webview tab's label. */
export function userTitle(id: string): string {
  return l10n.t('User {0}', id);
}
