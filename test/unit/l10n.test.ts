// Every user-visible string goes through the l10n bundles: the English bundle holds exactly the messages the
// source translates, the pt-BR bundle translates each of them with the same placeholders, the manifest's texts
// are %keys% of both package.nls files, and no UI call is handed an untranslated literal.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import {
  englishBundle,
  findMessages,
  isTranslatingCall,
  parse,
  placeholders,
  ROOT,
  sourceFiles,
  walk,
} from '../../scripts/l10nMessages';

const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

/** Calls whose text argument the user reads: the first argument must come from l10n.t (or a wrapper), never a literal. */
const UI_CALLS = /(^|\.)(show(Information|Warning|Error)Message|setStatusBarMessage|showInputBox|createStatusBarItem)$/;
/** Properties the user reads in the editor's UI. */
const UI_PROPERTIES = new Set([
  'title',
  'placeholder',
  'placeHolder',
  'prompt',
  'tooltip',
  'detail',
  'description',
  'label',
  'message',
]);
/** Texts that are not language: a key's shape, a separator. */
const NOT_LANGUAGE = /^[^A-Za-z]*$|^lorixp_…$/;

/** `message` in `l10n.t({ message, comment }, …)`: the message itself, which the bundles translate. */
function isCommentedMessage(node: ts.PropertyAssignment): boolean {
  const object = node.parent;
  return (
    ts.isObjectLiteralExpression(object) && isTranslatingCall(object.parent) && object.parent.arguments[0] === object
  );
}

function isLiteralText(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return !NOT_LANGUAGE.test(node.text);
  return (
    ts.isTemplateExpression(node) &&
    /[A-Za-z]{2}/.test(node.head.text + node.templateSpans.map((s) => s.literal.text).join(''))
  );
}

describe('localisation', () => {
  const { messages, dynamic } = findMessages();
  const english = readJson('l10n/bundle.l10n.json');
  const portuguese = readJson('l10n/bundle.l10n.pt-br.json');

  it('finds the messages in the source, each a literal', () => {
    assert.ok(messages.length > 50, `${messages.length} messages`);
    assert.deepEqual(dynamic, [], 'a message that is not a literal cannot be in a bundle');
  });

  it('the English bundle is exactly the messages of the source (npx tsx scripts/l10nMessages.ts --write)', () => {
    assert.deepEqual(english, englishBundle(messages));
  });

  it('every English message has a pt-BR translation with the same placeholders, and nothing else', () => {
    assert.deepEqual(Object.keys(portuguese).sort(), Object.keys(english).sort());
    for (const [message, translation] of Object.entries(portuguese)) {
      assert.equal(typeof translation, 'string', message);
      assert.deepEqual(placeholders(translation as string), placeholders(message), `placeholders of "${message}"`);
      assert.notEqual((translation as string).trim(), '', message);
    }
  });

  it('the manifest says everything through %keys% that both package.nls files define with the same placeholders', () => {
    const manifest = readFileSync(join(ROOT, 'package.json'), 'utf8');
    const keys = [...manifest.matchAll(/"%([^"%]+)%"/g)].map((m) => m[1]!);
    assert.ok(keys.length >= 20, `${keys.length} keys`);
    const nls = readJson('package.nls.json');
    const nlsPt = readJson('package.nls.pt-br.json');
    assert.deepEqual(
      Object.keys(nls).sort(),
      [...new Set(keys)].sort(),
      'package.nls.json holds exactly the keys the manifest uses',
    );
    assert.deepEqual(Object.keys(nlsPt).sort(), Object.keys(nls).sort());
    for (const key of keys) assert.deepEqual(placeholders(String(nlsPt[key])), placeholders(String(nls[key])), key);
    const contributes = (JSON.parse(manifest) as { contributes: { commands: { title: string }[] } }).contributes;
    for (const command of contributes.commands) assert.match(command.title, /^%.+%$/, 'command titles are translated');
  });

  it('hands no UI call or UI property an untranslated literal', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      if (!/[\\/](editor|webview|profile)[\\/]|extension\.ts$/.test(file)) continue;
      const source = parse(file);
      const where = (node: ts.Node) =>
        `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      walk(source, (node) => {
        if (ts.isCallExpression(node) && UI_CALLS.test(node.expression.getText())) {
          const [first] = node.arguments;
          if (first && isLiteralText(first)) offenders.push(`${where(node)} ${node.getText().slice(0, 80)}`);
        }
        if ((ts.isPropertyAssignment(node) || ts.isBinaryExpression(node)) && node) {
          const name = ts.isPropertyAssignment(node)
            ? node.name.getText()
            : ts.isPropertyAccessExpression(node.left)
              ? node.left.name.text
              : '';
          const value = ts.isPropertyAssignment(node)
            ? node.initializer
            : node.operatorToken.kind === ts.SyntaxKind.EqualsToken
              ? node.right
              : undefined;
          if (ts.isPropertyAssignment(node) && isCommentedMessage(node)) return;
          if (value && UI_PROPERTIES.has(name) && isLiteralText(value))
            offenders.push(`${where(node)} ${node.getText().slice(0, 80)}`);
        }
      });
    }
    assert.deepEqual(offenders, []);
  });
});
