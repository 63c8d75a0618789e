// Why an id has its kind, in words, for every signal the classifier gives, in English and pt-BR.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdKind } from '../../../src/ids/idKind';
import type { IdReason } from '../../../src/ids/idReason';
import { useTranslator } from '../../../src/l10n';
import { idReasonLine, idReasonPhrase, PLAIN_REASON, type ReasonFormat } from '../../../src/profile/idReasonText';
import { bundleTranslator } from '../../support/bundleTranslator';

function reason(signal: IdReason['signal'], evidence: string): IdReason {
  return { rule: `${signal}-rule`, signal, evidence, evidenceStart: 0, scope: `${signal}-rule:${evidence}` };
}

/** Marks what the format was given, so a test sees which parts are words and which the evidence. */
const MARKED: ReasonFormat = {
  words: (text, atLineStart) => `${atLineStart ? '^' : ''}(${text})`,
  evidence: (text) => `<${text}>`,
};

describe('profile/idReasonText', () => {
  const cases: [kind: IdKind, signal: IdReason['signal'], evidence: string, english: string][] = [
    ['role', 'markup', '<@&613425648685547541>', 'Role: the markup `<@&613425648685547541>`'],
    ['channel', 'url', '/channels/1/2', 'Channel: the URL path `/channels/1/2`'],
    ['message', 'printout', '<Message id=1', "Message: the library's printout `<Message id=1`"],
    ['guild', 'name', 'guild_id', 'Guild: the name `guild_id`'],
    ['role', 'container', 'ROLES', 'Role: in the `ROLES` block'],
    ['guild', 'shape', '"owner_id", "region"', 'Guild: its object\'s members `"owner_id", "region"`'],
    ['guild', 'event', 'GUILD_CREATE', 'Guild: the event `GUILD_CREATE`'],
    ['channel', 'comment', '# log channel', 'Channel: the comment `# log channel`'],
    ['channel', 'statement', 'LOG_CHANNELS', 'Channel: the statement `LOG_CHANNELS`'],
    ['user', 'argument', 'member_id', 'User: passed as `member_id`'],
    ['emoji', 'elsewhere', ':lori:', 'Emoji: the same id elsewhere, `:lori:`'],
    ['guild', 'sentence', 'is the Discord guild_id', 'Guild: the sentence `is the Discord guild_id`'],
    ['guild', 'heading', 'Running on servers:', 'Guild: under the heading `Running on servers:`'],
    ['other', 'name', 'attachment_id', 'Snowflake: the name `attachment_id`'],
  ];
  for (const [kind, signal, evidence, english] of cases) {
    it(`${signal}: "${english}"`, () => {
      assert.equal(idReasonLine({ kind, reason: reason(signal, evidence) }, PLAIN_REASON), english);
    });
  }

  it("names the evidence's line when it is not the id's", () => {
    const typed = { kind: 'role' as const, reason: reason('container', 'ROLES') };
    assert.equal(
      idReasonLine(typed, PLAIN_REASON, { evidenceLine: 12, idLine: 14 }),
      'Role: in the `ROLES` block, line 12',
    );
    assert.equal(idReasonLine(typed, PLAIN_REASON, { evidenceLine: 14, idLine: 14 }), 'Role: in the `ROLES` block');
  });

  it('a corrected id says it was corrected by you, and what it was read as', () => {
    const typed = { kind: 'user' as const, reason: reason('container', 'ROLES'), correctedFrom: 'role' as const };
    assert.equal(
      idReasonLine(typed, PLAIN_REASON, { evidenceLine: 12, idLine: 13 }),
      'User: corrected by you (was role: in the `ROLES` block, line 12)',
    );
    assert.equal(
      idReasonLine({ ...typed, kind: 'unknown' }, PLAIN_REASON),
      'Id: corrected by you (was role: in the `ROLES` block)',
    );
  });

  it('says nothing for an id nothing around it typed', () => {
    assert.equal(idReasonLine({ kind: 'unknown' }, PLAIN_REASON), undefined);
    assert.equal(idReasonPhrase({ kind: 'unknown' }, PLAIN_REASON), undefined);
  });

  it('hands the format our words and the evidence apart, the evidence once, the first piece at the line start', () => {
    const typed = { kind: 'role' as const, reason: reason('container', 'ROLES') };
    assert.equal(
      idReasonLine(typed, MARKED, { evidenceLine: 3, idLine: 4 }),
      '^(Role:) ^(in the )<ROLES>( block, line 3)',
    );
    assert.equal(idReasonPhrase(typed, MARKED), '^(in the )<ROLES>( block)');
  });

  it('the plain form keeps the evidence on one line', () => {
    assert.equal(
      idReasonLine({ kind: 'channel', reason: reason('comment', '# a\nb\u2028c\u0000d') }, PLAIN_REASON),
      'Channel: the comment `# a b c d`',
    );
  });

  it('in Brazilian Portuguese', () => {
    const bundle = JSON.parse(readFileSync(join(__dirname, '../../../l10n/bundle.l10n.pt-br.json'), 'utf8')) as Record<
      string,
      string
    >;
    useTranslator(bundleTranslator(bundle));
    try {
      const block = reason('container', 'ROLES');
      assert.equal(
        idReasonLine({ kind: 'role', reason: block }, PLAIN_REASON, { evidenceLine: 12, idLine: 13 }),
        'Cargo: no bloco `ROLES`, linha 12',
      );
      assert.equal(
        idReasonLine({ kind: 'channel', reason: reason('comment', '# log channel') }, PLAIN_REASON),
        'Canal: o comentário `# log channel`',
      );
      assert.equal(
        idReasonLine({ kind: 'guild', reason: reason('sentence', 'is the server id') }, PLAIN_REASON),
        'Servidor: a frase `is the server id`',
      );
      assert.equal(
        idReasonLine({ kind: 'guild', reason: reason('heading', 'Servers:') }, PLAIN_REASON),
        'Servidor: sob o título `Servers:`',
      );
      assert.equal(
        idReasonLine({ kind: 'user', reason: block, correctedFrom: 'role' }, PLAIN_REASON),
        'Usuário: corrigido por você (era cargo: no bloco `ROLES`)',
      );
    } finally {
      useTranslator(undefined);
    }
  });
});
