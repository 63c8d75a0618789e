import { l10n } from '../l10n';
import { escapeHtml } from '../markup';

/**
 * A translated sentence as HTML: the translation is escaped like any text, then each `{n}` is filled with an
 * HTML fragment this extension built (a `<code>` id, a `<time>`). Profile text never reaches a fragment unescaped.
 */
export function htmlT(message: string, ...fragments: string[]): string {
  const markers = fragments.map((_, index) => `\u0000${index}\u0000`);
  const escaped = escapeHtml(l10n.t(message, ...markers));
  return escaped.replace(/\u0000(\d+)\u0000/g, (_, index: string) => fragments[Number(index)] ?? '');
}
