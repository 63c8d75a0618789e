import { l10n } from '../../../l10n';
import { escapeHtml } from '../../../markup';

/** A translated text as HTML, escaped like any text. */
export function textT(message: string, ...args: (string | number)[]): string {
  return escapeHtml(l10n.t(message, ...args));
}

/**
 * A translated sentence as HTML: the translation is escaped like any text, then each `{n}` is filled with an
 * HTML fragment this extension built (a `<code>` id, a `<time>`). Profile text never reaches a fragment unescaped.
 */
export function htmlT(message: string, ...fragments: string[]): string {
  // Private-use characters mark where each fragment goes: escaping leaves them alone, and no translation has them.
  const markers = fragments.map((_, index) => `\ue000${index}\ue001`);
  const escaped = escapeHtml(l10n.t(message, ...markers));
  return escaped.replace(/\ue000(\d+)\ue001/g, (_, index: string) => fragments[Number(index)] ?? '');
}
