// The class of "a count shown without its plural forms" ("1 já conhecidos", "1 lookups wait"): every message that
// states a count is one of a pair chosen by `byCount` (src/byCount.ts, the display language's plural rules),
// and nothing in src/ picks a word with `=== 1`, `> 1` or a plural rule of its own. The detector reads the English
// message; see countPlaceholders for what it calls a count.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { isTranslatingCall, parse, ROOT, sourceFiles, walk } from '../../scripts/l10nMessages';

/**
 * Words after a number that do not inflect with it, in English or Portuguese: units ("{0} s", "{0} min"; "MB" and
 * "KB" start with a capital, which the detector skips), and words that are not a noun or verb counted by the
 * number ("{0} through the proxy", "{0} cannot be a Discord user", "({1} at most)", "1 to {1}").
 */
const DOES_NOT_INFLECT = new Set(['s', 'ms', 'min', 'through', 'cannot', 'is', 'at', 'to']);

/**
 * Messages whose number-like placeholder is a name, an address or an id, not a count, though a verb or a noun follows
 * it: the detector cannot tell "{0} was cut" (a host) from "{0} were read" (a count). A new message with a count is
 * caught unless it is written here, on purpose, with its reason.
 */
const NAMES_NOT_COUNTS = new Map([
  ['User {0} has no profile on the service (never used it, or does not exist).', 'a user id'],
  ['Profile of user {0} loaded', 'a user id'],
  ['The connection to {0} was cut while the answer was arriving.', 'a host'],
  ['The TLS certificate of {0} was not accepted ({1}), so the API key was not sent.', 'a host'],
  ['The TLS certificate of the proxy {0} was not accepted, so the API key was not sent.', 'a proxy'],
  ['Profile Lookup: read as {0} in this workspace (setting {1})', 'a kind ("role")'],
  ['in the {0} block', "a block's name"],
]);

/**
 * The placeholders of an English message that are counts: a number followed by a lowercase word that inflects with
 * it ("{0} users", "{1} already known", "{0} lookups wait", "{0} of them may be users"). In "{0} of {1} users" the
 * noun is {1}'s: {0} is not counted on its own. A literal count ("1 lookup waits") is reported as `1`: a message
 * that hard-codes its number was chosen by a comparison, not by the plural rules.
 */
export function countPlaceholders(english: string): string[] {
  if (NAMES_NOT_COUNTS.has(english)) return [];
  const counts: string[] = [];
  // A literal number other than 1 is a fact of the message ("ids are 17 to 19 digits"), not a count chosen at run time.
  for (const match of english.matchAll(/(?<![\w{,.])(\{\d+\}|1)(?![\w},.])/g)) {
    const after = english.slice(match.index + match[0].length);
    if (/^ of (the )?\{\d+\}/.test(after)) continue;
    const word = /^ ([a-z][a-z'’-]*)/.exec(after)?.[1];
    if (word === undefined || DOES_NOT_INFLECT.has(word)) continue;
    counts.push(match[1]!);
  }
  return counts;
}

interface Found {
  message: string;
  where: string;
}

/** The English of a translating call's message: a literal, or `{ message, comment }`'s message. */
function englishOf(call: ts.CallExpression): string | undefined {
  const [first] = call.arguments;
  if (first === undefined) return undefined;
  if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) return first.text;
  if (ts.isObjectLiteralExpression(first))
    for (const property of first.properties)
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'message') {
        const value = property.initializer;
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
      }
  return undefined;
}

function isByCount(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && node.expression.getText() === 'byCount';
}

/** The byCount calls whose one (argument 2) or other (argument 3) form holds `node`, innermost first. */
function enclosingForms(node: ts.Node): { call: ts.CallExpression; form: number }[] {
  const forms: { call: ts.CallExpression; form: number }[] = [];
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (!isByCount(parent)) continue;
    const form = parent.arguments.indexOf(child as ts.Expression);
    if (form === 2 || form === 3) forms.push({ call: parent, form });
  }
  return forms;
}

function translatedIn(node: ts.Node): string[] {
  const found: string[] = [];
  walk(node, (inner) => {
    if (isTranslatingCall(inner)) {
      const english = englishOf(inner);
      if (english !== undefined) found.push(english);
    }
  });
  return found;
}

/** Messages with a count that are not one of a byCount pair (one form per count they state). */
export function unpairedCountMessages(files = sourceFiles()): Found[] {
  const unpaired: Found[] = [];
  for (const file of files) {
    const source = parse(file);
    walk(source, (node) => {
      if (!isTranslatingCall(node)) return;
      const message = englishOf(node);
      if (message === undefined) return;
      const counts = countPlaceholders(message);
      if (counts.length === 0) return;
      const where = `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const forms = enclosingForms(node);
      const innermost = forms[0];
      const paired =
        !counts.some((count) => /^\d+$/.test(count)) &&
        forms.length >= counts.length &&
        innermost !== undefined &&
        translatedIn(innermost.call.arguments[innermost.form === 2 ? 3 : 2]!).length > 0;
      if (!paired) unpaired.push({ message, where });
    });
  }
  return unpaired;
}

const COMPARES_WITH_ONE = /(===?|!==?)\s*1\b|\b1\s*(===?|!==?)|>\s*1\b|>=\s*2\b|<\s*2\b|<=\s*1\b/;

/**
 * A word picked by hand: a condition comparing with 1 (`n === 1`, `n > 1`, `n < 2`) whose branches translate, a
 * plural rule's `select` or `countIsOne` outside byCount.ts.
 */
export function adHocPluralPicks(files = sourceFiles()): string[] {
  const picks: string[] = [];
  for (const file of files) {
    const name = relative(ROOT, file);
    const source = parse(file);
    const where = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    walk(source, (node) => {
      const chosen = ts.isConditionalExpression(node)
        ? { condition: node.condition, branches: [node.whenTrue, node.whenFalse] }
        : ts.isIfStatement(node)
          ? {
              condition: node.expression,
              branches: [node.thenStatement, ...(node.elseStatement ? [node.elseStatement] : [])],
            }
          : undefined;
      if (
        chosen &&
        COMPARES_WITH_ONE.test(chosen.condition.getText()) &&
        chosen.branches.some((branch) => translatedIn(branch).length > 0)
      )
        picks.push(`${where(node)} ${chosen.condition.getText()}`);
      if (name === join('src', 'byCount.ts')) return;
      if (
        ts.isCallExpression(node) &&
        /(^|\.)(select|countIsOne)$/.test(node.expression.getText()) &&
        /plural|countIsOne/i.test(node.getText())
      )
        picks.push(`${where(node)} ${node.getText().slice(0, 60)}`);
    });
  }
  return picks;
}

describe('counts have their plural forms', () => {
  it('the detector tells a count from a number that is not one (a table)', () => {
    const table: [string, string[]][] = [
      ['{0} users, {1} already known', ['{0}', '{1}']],
      ['{0} of {1} users looked up.', ['{1}']],
      ['{0} of {1}, {2}', []],
      ['Shard {0} of {1}', []],
      ['{0} lookups wait; the next goes in {1} s.', ['{0}']],
      ['1 lookup waits.', ['1']],
      ['Looking up 1 user', ['1']],
      ['{0} of them may be users', ['{0}']],
      ['{0} MB', []],
      ['about {0} min left', []],
      ['{0} through the proxy {1}', []],
      ['{0} cannot be a Discord user: its date, {1}, is in the future.', []],
      ['The input must be {0}: 1 to {1} user ids', ['{1}']],
      ['User {0}: not looked up: {1}', []],
      ['{0}: {1} occurrences; click to open it at the first', ['{1}']],
      ['{0} (pinned)', []],
      ['HTTP status {0}', []],
      ['a 64-bit id', []],
      ['ids are 17 to 19 digits', []],
      ['1,000 ids', []],
      ['in the {0} block', []],
    ];
    for (const [message, counts] of table) assert.deepEqual(countPlaceholders(message), counts, message);
  });

  it('every message of the source that states a count is one of a byCount pair, one byCount per count', () => {
    const unpaired = unpairedCountMessages();
    assert.deepEqual(
      unpaired.map((u) => `${u.where} ${u.message}`),
      [],
      'give each its singular and plural forms, chosen by byCount (src/byCount.ts)',
    );
  });

  it('the detector finds the counts there are (it is not blind)', () => {
    const bundle = JSON.parse(readFileSync(join(ROOT, 'l10n/bundle.l10n.json'), 'utf8')) as Record<string, string>;
    const withCounts = Object.values(bundle).filter((english) => countPlaceholders(english).length > 0);
    assert.ok(withCounts.length >= 30, `${withCounts.length} messages with a count`);
  });

  it('the manifest (package.nls.json) states no count: VS Code cannot choose its forms there', () => {
    for (const file of ['package.nls.json', 'package.nls.pt-br.json']) {
      const nls = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, string>;
      const withCounts = Object.entries(nls).filter(([, text]) => /\{\d+\}/.test(text));
      assert.deepEqual(withCounts, [], file);
    }
  });

  it('nothing in src/ picks a word by comparing a count with 1, or by a plural rule of its own', () => {
    assert.deepEqual(adHocPluralPicks(), []);
  });
});
