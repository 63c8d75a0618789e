// Finds every message the extension translates, straight from the source: each call of `l10n.t`, `vscode.l10n.t`
// or `htmlT` whose first argument is a string literal. `npx tsx scripts/l10nMessages.ts --write` rewrites the
// English bundle (l10n/bundle.l10n.json) from them; test/unit/l10n.test.ts checks both bundles against them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

export const ROOT = join(__dirname, '..');
/** `l10n.t` and the renderers' wrappers around it, which escape the translation for HTML or Markdown. */
const TRANSLATING_CALLS = new Set(['l10n.t', 'vscode.l10n.t', 'htmlT', 'textT', 'md']);

export interface Message {
  /** The key in a bundle: the English text, or `<text>/<comment>` for `l10n.t({ message, comment }, …)`. */
  text: string;
  /** What English readers see (the text without its comment). */
  english: string;
  file: string;
  line: number;
}

export interface SourceFinding {
  messages: Message[];
  /** Calls of a translating function whose message is not a literal: no bundle can hold them. */
  dynamic: Omit<Message, 'english'>[];
}

export function sourceFiles(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

export function isTranslatingCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && TRANSLATING_CALLS.has(node.expression.getText());
}

/**
 * A wrapper's own body, and the translator the extension installs (`useTranslator(...)`, or hands the data layer
 * as `translate`, or keeps as `const translate`), pass their parameter on: those are the calls whose message is not a literal.
 */
function insideWrapper(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) && parent.expression.getText() === 'useTranslator') return true;
    if ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.name.getText() === 'translate')
      return true;
    if (ts.isFunctionDeclaration(parent)) return parent.name !== undefined && TRANSLATING_CALLS.has(parent.name.text);
  }
  return false;
}

function isLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** `{ message: '…', comment: '…' }` with both literal (as `vscode.l10n.t` keys it): its key and its English. */
function commented(node: ts.ObjectLiteralExpression): { text: string; english: string } | undefined {
  const literal = (name: string): string | undefined => {
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === name && isLiteral(property.initializer))
        return property.initializer.text;
    }
    return undefined;
  };
  const message = literal('message');
  const comment = literal('comment');
  if (message === undefined || comment === undefined || node.properties.length !== 2) return undefined;
  return { text: `${message}/${comment}`, english: message };
}

export function findMessages(files = sourceFiles()): SourceFinding {
  const messages: Message[] = [];
  const dynamic: SourceFinding['dynamic'] = [];
  for (const file of files) {
    const source = parse(file);
    walk(source, (node) => {
      if (!isTranslatingCall(node)) return;
      const [first] = node.arguments;
      const where = {
        file: relative(ROOT, file),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      };
      if (first && isLiteral(first)) messages.push({ text: first.text, english: first.text, ...where });
      else if (first && ts.isObjectLiteralExpression(first) && commented(first) !== undefined)
        messages.push({ ...commented(first)!, ...where });
      else if (!insideWrapper(node)) dynamic.push({ text: first?.getText() ?? '', ...where });
    });
  }
  return { messages, dynamic };
}

/** `{0}`, `{1}`…: what a translation must keep. */
export function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();
}

export function englishBundle(messages: readonly Message[]): Record<string, string> {
  const bundle: Record<string, string> = {};
  for (const { text, english } of [...messages].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)))
    bundle[text] = english;
  return bundle;
}

if (require.main === module) {
  const { messages, dynamic } = findMessages();
  for (const d of dynamic) console.error(`${d.file}:${d.line}: the message is not a literal: ${d.text}`);
  const bundle = englishBundle(messages);
  if (process.argv.includes('--write')) {
    writeFileSync(join(ROOT, 'l10n', 'bundle.l10n.json'), `${JSON.stringify(bundle, null, 2)}\n`);
    console.log(`wrote ${Object.keys(bundle).length} messages to l10n/bundle.l10n.json`);
  } else {
    console.log(JSON.stringify(bundle, null, 2));
  }
  if (dynamic.length > 0) process.exitCode = 1;
}
