// Every verdict says why: each id classified to a kind other than 'unknown' carries a reason (the deciding rule, the
// evidence as it stands in the text, where, and the scope a correction names), and the scope is the same for every id
// the same evidence names, whether the text is classified whole (the Ids view) or as a hover's window slice.
import assert from 'node:assert/strict';
import {
  classifyIdAt,
  findTypedIdsInText,
  textWindowAround,
  type ClassifyOptions,
  type TypedIdMatch,
} from '../../../../src/ids/classifyId';
import { MAX_EVIDENCE, evidenceText, scopeOf, scopeReadsDigits } from '../../../../src/ids/readers/evidence';
import { loadBotCodeFiles } from '../botCodeCorpus';
import { CORPUS_NOW_MS, loadCorpusFiles } from '../payloadCorpus';

const NOW = { nowMs: CORPUS_NOW_MS };

/** The id at `match` classified as a hover does: on the window slice around it, offsets shifted back. */
function asHover(text: string, match: TypedIdMatch, options: ClassifyOptions): TypedIdMatch | undefined {
  const window = textWindowAround(match.start, text.length);
  return classifyIdAt(text.slice(window.start, window.end), match.start - window.start, options);
}

/** The reason's invariants on one classified id; a message naming what broke, else undefined. */
function reasonProblem(text: string, match: TypedIdMatch): string | undefined {
  const reason = match.reason;
  if (match.kind === 'unknown') return reason === undefined ? undefined : 'an unknown id carries a reason';
  if (reason === undefined) return `no reason for ${match.kind} (signal ${match.signal})`;
  if (reason.signal !== match.signal) return `reason signal ${reason.signal}, match ${match.signal}`;
  if (reason.evidence.length === 0 || reason.evidence.length > MAX_EVIDENCE)
    return `evidence of ${reason.evidence.length}`;
  if (/[\r\n]/.test(reason.evidence)) return 'evidence spans lines';
  const shown = reason.evidence.endsWith('…') ? reason.evidence.slice(0, -1) : reason.evidence;
  if (text.slice(reason.evidenceStart, reason.evidenceStart + shown.length) !== shown)
    return `evidence "${reason.evidence}" is not the text at ${reason.evidenceStart}`;
  if (!reason.scope.includes(':')) return `scope ${reason.scope}`;
  if (reason.scope.includes(match.id)) return `scope ${reason.scope} names the id`;
  return undefined;
}

describe('every verdict says why (IdReason)', () => {
  const sources = [
    ...loadBotCodeFiles().map((file) => ({ name: file.name, text: file.text, languageId: file.languageId })),
    ...loadCorpusFiles().map((file) => ({ name: file.name, text: file.text, languageId: 'json' })),
  ];

  it('gives every typed id of both corpora a reason whose evidence is one line of the text, and no unknown one', () => {
    let typed = 0;
    const problems: string[] = [];
    for (const source of sources) {
      for (const match of findTypedIdsInText(source.text, { ...NOW, languageId: source.languageId })) {
        if (match.kind !== 'unknown') typed++;
        const problem = reasonProblem(source.text, match);
        if (problem !== undefined) problems.push(`${source.name}@${match.start}: ${problem}`);
      }
    }
    assert.ok(typed > 500, `${typed} typed ids`);
    assert.deepEqual(problems.slice(0, 10), []);
  });

  it("gives a hover's window slice the same kind, rule, evidence and scope as the whole text", () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const source of sources) {
      const options = { ...NOW, languageId: source.languageId };
      for (const whole of findTypedIdsInText(source.text, options)) {
        const hover = asHover(source.text, whole, options);
        compared++;
        const same =
          hover?.kind === whole.kind &&
          hover.reason?.rule === whole.reason?.rule &&
          hover.reason?.evidence === whole.reason?.evidence &&
          hover.reason?.scope === whole.reason?.scope;
        if (!same)
          mismatches.push(
            `${source.name}@${whole.start}: ${JSON.stringify(whole.reason)} / ${JSON.stringify(hover?.reason)}`,
          );
      }
    }
    assert.ok(compared > 1000, `${compared} ids`);
    assert.deepEqual(mismatches.slice(0, 5), []);
  });

  // Each row: a text, and the reason every id in it must share (one list, key, block or comment names them all).
  const SHARED: { text: string; languageId?: string; kind: string; rule: string; evidence: string; scope: string }[] = [
    {
      text: 'ROLES = [\n  111111111111111111,\n  222222222222222222,\n]\n',
      languageId: 'python',
      kind: 'role',
      rule: 'collection-name',
      evidence: 'ROLES',
      scope: 'collection-name:roles',
    },
    {
      text: 'log_channel: "111111111111111111,222222222222222222"\n',
      languageId: 'yaml',
      kind: 'channel',
      rule: 'name',
      evidence: 'log_channel',
      scope: 'name:log_channel',
    },
    {
      text: '# log channel\nA = 111111111111111111\nB = 222222222222222222\n',
      languageId: 'python',
      kind: 'channel',
      rule: 'comment',
      evidence: '# log channel',
      scope: 'comment:# log channel',
    },
    {
      text: 'object Roles {\n  val A = 111111111111111111L\n  val B = 222222222222222222L\n}\n',
      languageId: 'kotlin',
      kind: 'role',
      rule: 'enclosing-block',
      evidence: 'Roles',
      scope: 'enclosing-block:roles',
    },
    {
      text: '<@&111111111111111111> and <@&222222222222222222>',
      kind: 'role',
      rule: 'markup',
      evidence: '<@&111111111111111111>',
      scope: 'markup:<@&#>',
    },
  ];
  for (const row of SHARED) {
    it(`gives each id of one ${row.rule} the same reason: ${row.scope}`, () => {
      const found = findTypedIdsInText(row.text, { ...NOW, languageId: row.languageId ?? '' });
      assert.equal(found.length, 2);
      for (const match of found) {
        assert.equal(match.kind, row.kind, match.id);
        assert.equal(match.reason?.rule, row.rule, match.id);
        assert.equal(match.reason?.scope, row.scope, match.id);
      }
      // The evidence as it stands: the markup shows each id's own; the others show the same text for both.
      if (row.rule !== 'markup') for (const match of found) assert.equal(match.reason?.evidence, row.evidence);
      else assert.equal(found[0]!.reason?.evidence, row.evidence);
    });
  }

  it('cuts evidence to its first line and MAX_EVIDENCE characters, and folds a scope', () => {
    const long = `x${'y'.repeat(100)}`;
    assert.equal(evidenceText(long, { start: 0, end: long.length }).text.length, MAX_EVIDENCE);
    assert.deepEqual(evidenceText('  # a\n# b', { start: 0, end: 9 }), { text: '# a', start: 2 });
    assert.equal(scopeOf('url-path', 'HTTPS://x/channels/123456789012345678/  a'), 'url-path:https://x/channels/#/ a');
  });

  it("says whether a scope reads its key's digits: never no when other digits of the same lengths change it", () => {
    // [key, says]: yes for a run shorter or longer than an id's; also for a run that is two ids' long, which the scope
    // reads as two '#' (yes may be said where the scope would not change: the key is then read again).
    const table: [string, boolean][] = [
      ['no digits', false],
      ['channels/123456789012345678/', false],
      ['<@12345678901234567> and <#12345678901234567890>', false],
      ['12345678901234567', false],
      ['at 12:01 by 123456789012345678', true],
      ['x1234567890123456', true],
      ['123456789012345678901', true],
      ['1234567890123456789012345678901234567890', true],
    ];
    for (const [key, says] of table) {
      assert.equal(scopeReadsDigits(key), says, key);
      const other = key.replace(/[0-9]/g, (digit) => String((Number(digit) + 1) % 10));
      if (scopeOf('r', key) !== scopeOf('r', other)) assert.equal(scopeReadsDigits(key), true, key);
    }
  });
});
