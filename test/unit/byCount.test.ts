// A count's form is the display language's plural rule (src/byCount.ts): English's one is 1, Portuguese's is 0 and 1.
// The table, and the surfaces that used to pick their words by `=== 1` or say a count in one form only, read in both
// languages with the real bundles.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byCount, countIsOne } from '../../src/byCount';
import { lookupProgressMessage } from '../../src/features/agentTools/core/progressMessage';
import { notFlaggedMessage } from '../../src/features/apiKey/core/keyFindings';
import { statusView } from '../../src/features/apiKey/core/statusView';
import { usersText } from '../../src/features/folderIds/core/folderWords';
import { progressMessage } from '../../src/features/idsView/core/progress';
import { translationLocale, useTranslator } from '../../src/l10n';
import { bundleTranslator } from '../support/bundleTranslator';

const ROOT = join(__dirname, '..', '..');
const PORTUGUESE = JSON.parse(readFileSync(join(ROOT, 'l10n/bundle.l10n.pt-br.json'), 'utf8')) as Record<
  string,
  string
>;

/** Runs `body` with the pt-BR bundle installed as activation installs it (the translator and its language). */
function inPortuguese<T>(body: () => T): T {
  useTranslator(bundleTranslator(PORTUGUESE), 'pt-br');
  try {
    return body();
  } finally {
    useTranslator(undefined);
  }
}

describe('byCount: a count takes the form its language gives it', () => {
  it('the table: 0, 1, 2 and 21 in English and Brazilian Portuguese', () => {
    const table: { locale: string; count: number; form: 'one' | 'other' }[] = [
      { locale: 'en', count: 0, form: 'other' },
      { locale: 'en', count: 1, form: 'one' },
      { locale: 'en', count: 2, form: 'other' },
      { locale: 'en', count: 21, form: 'other' },
      { locale: 'pt-BR', count: 0, form: 'one' },
      { locale: 'pt-BR', count: 1, form: 'one' },
      { locale: 'pt-BR', count: 2, form: 'other' },
      { locale: 'pt-BR', count: 21, form: 'other' },
      // VS Code's own spelling of the tag.
      { locale: 'pt-br', count: 0, form: 'one' },
      { locale: 'pt-br', count: 21, form: 'other' },
    ];
    for (const { locale, count, form } of table) {
      let made = 0;
      const chosen = byCount(
        count,
        locale,
        () => (made++, 'one'),
        () => (made++, 'other'),
      );
      assert.equal(chosen, form, `${locale} ${count}`);
      assert.equal(made, 1, 'only the form used is made');
      assert.equal(countIsOne(count, locale), form === 'one', `${locale} ${count}`);
    }
  });

  it('a count shown with decimals takes the form of what is shown; a tag Intl rejects still gives a form', () => {
    assert.equal(countIsOne(1.5, 'pt-BR', 1), true, '1,5 quatrilhão');
    assert.equal(countIsOne(2.5, 'pt-BR', 1), false);
    assert.equal(countIsOne(1.04, 'en', 1), true, '1.04 shown as "1"');
    assert.equal(countIsOne(1.5, 'en', 1), false);
    assert.doesNotThrow(() => countIsOne(1, 'not a tag!'));
  });

  it('the language of the installed translation is the one whose rules apply where a layer has no locale', () => {
    assert.equal(translationLocale(), 'en');
    inPortuguese(() => assert.equal(translationLocale(), 'pt-br'));
    assert.equal(translationLocale(), 'en', 'back to English with the English words');
  });
});

describe('the counts the surfaces say, in both languages', () => {
  const users = { users: 3, known: 0, left: 0, secondsLeft: 0, running: false };

  it('the folder view: "1 já conhecido", "0 já conhecido", "2 já conhecidos"; "1 não consultado"', () => {
    const table: [typeof users, string, string][] = [
      [{ ...users, known: 1 }, '3 users, 1 already known', '3 usuários, 1 já conhecido'],
      [users, '3 users, 0 already known', '3 usuários, 0 já conhecido'],
      [{ ...users, known: 2 }, '3 users, 2 already known', '3 usuários, 2 já conhecidos'],
      [{ ...users, users: 1, known: 1 }, '1 user, 1 already known', '1 usuário, 1 já conhecido'],
      [
        { ...users, left: 1 },
        '3 users, 0 already known, 1 not looked up',
        '3 usuários, 0 já conhecido, 1 não consultado',
      ],
      [
        { ...users, users: 21, known: 21, left: 21 },
        '21 users, 21 already known, 21 not looked up',
        '21 usuários, 21 já conhecidos, 21 não consultados',
      ],
    ];
    for (const [progress, english, portuguese] of table) {
      assert.equal(usersText(progress, 'en'), english);
      assert.equal(
        inPortuguese(() => usersText(progress, 'pt-br')),
        portuguese,
      );
    }
  });

  it('the status bar: "1 lookup waits", and in pt-BR the rule, not `=== 1`', () => {
    const label = (queued: number) =>
      statusView({ hasKey: true, service: { queued, waitingForKey: false, nextSendInMs: 1000 } }).label;
    assert.match(label(1), /1 lookup waits; it goes in 1 s\./);
    assert.match(label(21), /21 lookups wait; the next goes in 1 s\./);
    assert.match(
      inPortuguese(() => label(1)),
      /1 consulta esperando; ela sai em 1 s\./,
    );
    assert.match(
      inPortuguese(() => label(2)),
      /2 consultas esperando; a próxima sai em 1 s\./,
    );
  });

  it("the agent tools' progress, the Ids view's progress and the key guard's note", () => {
    assert.equal(lookupProgressMessage(1, 0), 'Looking up 1 user');
    assert.equal(lookupProgressMessage(21, 0), 'Looking up 21 users');
    assert.equal(
      inPortuguese(() => lookupProgressMessage(1, 0)),
      'Consultando 1 usuário',
    );
    assert.equal(
      inPortuguese(() => lookupProgressMessage(2, 0)),
      'Consultando 2 usuários',
    );
    const done = (total: number) => progressMessage({ done: total, total, running: false, secondsLeft: 0 });
    assert.equal(done(1), '1 of 1 looked up');
    assert.equal(
      inPortuguese(() => done(1)),
      '1 de 1 consultado',
    );
    assert.equal(
      inPortuguese(() => done(0)),
      '0 de 0 consultado',
    );
    assert.equal(
      inPortuguese(() => done(21)),
      '21 de 21 consultados',
    );
    assert.match(notFlaggedMessage(1), /^This file holds 1 more string shaped like an API key, not marked /);
    assert.match(notFlaggedMessage(2), /^This file holds 2 more strings shaped like API keys/);
    assert.match(
      inPortuguese(() => notFlaggedMessage(1)),
      /^Este arquivo tem mais 1 texto com formato de chave de API, não marcado /,
    );
  });
});
