// The markup engine's public face: pure functions, no vscode and no DOM, shared by the hover and the panel.
export * from './tokens';
export * from './timestamps';
export * from './emoji';
export * from './renderHtml';
export * from './renderMarkdown';
export * from './renderPlainText';
export { markdownCodeSpan } from './markdownCode';
export { escapeMarkdownLine } from './markdownEscape';
export { formatDateRemembered, numberFormatRemembered } from './intlFormatters';
