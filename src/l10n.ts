// Every user-visible string goes through `l10n.t`, in every layer. The editor side hands it VS Code's own
// `vscode.l10n.t` once, at activation (which reads l10n/bundle.l10n.<language>.json); the pure layers (ids, api,
// markup, profile, webview rendering) never import vscode, so until then, and in plain Node tests, the English
// text is used with its `{0}` placeholders filled in, exactly as vscode.l10n.t does without a bundle.
//
// Each lazily required bundle (src/host/chunkLoader.ts) carries its own copy of this file; the translator is kept on
// globalThis under a registered symbol, so every copy reads the one activation installed and no chunk has to be
// handed it.
//
// Messages are the English text itself (the bundles are keyed by it), written as literals at the call, so that
// `test/unit/l10n.test.ts` can find every one of them in the source and check both bundles.

/**
 * A message whose English is another message's but whose translation differs (the singular and plural of a word
 * English does not inflect after a number, "1 quadrillion" / "2 quadrillion"). As with `vscode.l10n.t`'s `comment`,
 * its key in a bundle is `<message>/<comment>`.
 */
export interface CommentedMessage {
  message: string;
  comment: string;
}

export type Translate = (message: string | CommentedMessage, ...args: (string | number | boolean)[]) => string;

function fillPlaceholders(commented: string | CommentedMessage, ...args: (string | number | boolean)[]): string {
  const message = typeof commented === 'string' ? commented : commented.message;
  return message.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

const TRANSLATOR = Symbol.for('profileLookup.translator');
const LOCALE = Symbol.for('profileLookup.translationLocale');
const shared = globalThis as { [TRANSLATOR]?: Translate; [LOCALE]?: string };

export const l10n = {
  t(message: string | CommentedMessage, ...args: (string | number | boolean)[]): string {
    return (shared[TRANSLATOR] ?? fillPlaceholders)(message, ...args);
  },
};

/**
 * Called once, by the extension's activate (and by tests that read a bundle); undefined: English again. `locale` is
 * the language of the bundle `fn` reads (VS Code's display language), whose plural rules choose a count's form
 * where a layer has no locale of its own (src/byCount.ts).
 */
export function useTranslator(fn: Translate | undefined, locale?: string): void {
  shared[TRANSLATOR] = fn;
  shared[LOCALE] = fn === undefined ? undefined : locale;
}

/** The language the messages are translated to: the translator's, or English, whose words l10n.t falls back to. */
export function translationLocale(): string {
  return shared[LOCALE] ?? 'en';
}
