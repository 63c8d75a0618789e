// A translator over one l10n bundle, as VS Code's `vscode.l10n.t` reads it: a message's key is its English text, or
// `<text>/<comment>` for a message given with a comment (two messages with the same English and different
// translations); a message the bundle lacks stays English. For unit tests that check a translation's wording.
import type { Translate } from '../../src/l10n';

export function bundleTranslator(bundle: Readonly<Record<string, string>>): Translate {
  return (message, ...args) => {
    const key = typeof message === 'string' ? message : `${message.message}/${message.comment}`;
    const english = typeof message === 'string' ? message : message.message;
    return (bundle[key] ?? english).replace(/\{(\d+)\}/g, (placeholder, i: string) =>
      String(args[Number(i)] ?? placeholder),
    );
  };
}
