// Every user-visible string goes through `l10n.t`, in every layer. The editor side hands it VS Code's own
// `vscode.l10n.t` at activation (which reads l10n/bundle.l10n.<language>.json); the pure layers (ids, api,
// markup, profile, webview rendering) never import vscode, so until then, and in plain Node tests, the English
// text is used with its `{0}` placeholders filled in, exactly as vscode.l10n.t does without a bundle.
//
// Messages are the English text itself (the bundles are keyed by it), written as literals at the call, so that
// `test/unit/l10n.test.ts` can find every one of them in the source and check both bundles.

export type Translate = (message: string, ...args: (string | number | boolean)[]) => string;

function fillPlaceholders(message: string, ...args: (string | number | boolean)[]): string {
  return message.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

let translate: Translate = fillPlaceholders;

export const l10n = {
  t(message: string, ...args: (string | number | boolean)[]): string {
    return translate(message, ...args);
  },
};

/** Called once by each bundle's entry (the extension's activate, the data layer's createUserService). */
export function useTranslator(fn: Translate | undefined): void {
  translate = fn ?? fillPlaceholders;
}
