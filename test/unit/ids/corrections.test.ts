import * as assert from 'node:assert/strict';
import type { TypedIdMatch } from '../../../src/ids/classifyId';
import { findTypedIdsInText } from '../../../src/ids/classifyId';
import {
  applyCorrections,
  IdCorrections,
  MAX_SCOPE_LENGTH,
  readCorrections,
  withCorrection,
  withoutCorrection,
  type IdCorrection,
} from '../../../src/ids/corrections';
import type { IdKind } from '../../../src/ids/idKind';

const ID = '613425648685547541';

function typed(kind: IdKind, scope: string | undefined): TypedIdMatch {
  return {
    id: ID,
    start: 10,
    end: 28,
    kind,
    signal: scope === undefined ? 'none' : 'container',
    ...(scope === undefined
      ? {}
      : { reason: { rule: 'enclosing-block', signal: 'container', evidence: 'ROLES', evidenceStart: 0, scope } }),
  };
}

const corrections = (...list: IdCorrection[]): IdCorrections => new IdCorrections(list);

describe('ids/corrections', () => {
  describe('applyCorrections', () => {
    const cases: [name: string, match: TypedIdMatch, set: IdCorrections, kind: IdKind, correctedFrom?: IdKind][] = [
      [
        'a role of a corrected block reads as a user',
        typed('role', 'enclosing-block:roles'),
        corrections({ evidence: 'enclosing-block:roles', kind: 'user' }),
        'user',
        'role',
      ],
      [
        '"Not a role": unknown, looked up as users are',
        typed('role', 'enclosing-block:roles'),
        corrections({ evidence: 'enclosing-block:roles', kind: 'unknown' }),
        'unknown',
        'role',
      ],
      [
        'another evidence is not named',
        typed('role', 'enclosing-block:admins'),
        corrections({ evidence: 'enclosing-block:roles', kind: 'user' }),
        'role',
      ],
      [
        'an id with no reason is named by no evidence',
        typed('unknown', undefined),
        corrections({ evidence: 'enclosing-block:roles', kind: 'role' }),
        'unknown',
      ],
      [
        'a correction to the kind it has already changes nothing, and says nothing',
        typed('user', 'enclosing-block:roles'),
        corrections({ evidence: 'enclosing-block:roles', kind: 'user' }),
        'user',
      ],
      [
        'for one evidence the entry written last wins',
        typed('role', 'enclosing-block:roles'),
        corrections(
          { evidence: 'enclosing-block:roles', kind: 'channel' },
          { evidence: 'enclosing-block:roles', kind: 'user' },
        ),
        'user',
        'role',
      ],
      ['no corrections', typed('role', 'enclosing-block:roles'), IdCorrections.none, 'role'],
    ];
    for (const [name, match, set, kind, correctedFrom] of cases) {
      it(name, () => {
        const out = applyCorrections(match, set);
        assert.equal(out.kind, kind);
        assert.equal(out.correctedFrom, correctedFrom);
        assert.deepEqual(out.reason, match.reason, 'the reason is kept: it is what the correction names');
        assert.equal(out.id, match.id);
      });
    }

    it('applies to every id the same block names, in a real classification, and to no other', () => {
      const text = [
        'ROLES = {',
        `  "admin": ${ID},`,
        '  "mod": 613425648685547542,',
        '}',
        'CHANNELS = {',
        '  "log": 1091693445122657960,',
        '}',
        '',
      ].join('\n');
      const found = findTypedIdsInText(text, { languageId: 'python' });
      assert.deepEqual(
        found.map((m) => m.kind),
        ['role', 'role', 'channel'],
      );
      const scope = found[0]!.reason!.scope;
      assert.equal(found[1]!.reason!.scope, scope, 'one scope for the block');
      const set = readCorrections([{ evidence: scope, kind: 'user', note: 'Role: in the `ROLES` block' }]).corrections;
      assert.deepEqual(
        found.map((m) => applyCorrections(m, set).kind),
        ['user', 'user', 'channel'],
      );
    });
  });

  describe('readCorrections: a hand-edited setting', () => {
    const good = { evidence: 'name:guild_id', kind: 'user' };
    const cases: [name: string, value: unknown, kept: IdCorrection[], ignored: number][] = [
      ['unset', undefined, [], 0],
      ['empty', [], [], 0],
      [
        'one entry, with its note',
        [{ ...good, note: 'Guild: the name `guild_id`' }],
        [{ ...good, note: 'Guild: the name `guild_id`' } as IdCorrection],
        0,
      ],
      ['not an array', { evidence: 'x', kind: 'user' }, [], 1],
      ['a string', 'name:guild_id=user', [], 1],
      [
        'bad entries beside a good one: each skipped, the good one kept',
        [
          null,
          42,
          'name:guild_id',
          [good],
          { kind: 'user' },
          { evidence: '', kind: 'user' },
          { evidence: 'x'.repeat(MAX_SCOPE_LENGTH + 1), kind: 'user' },
          { evidence: 'name:x', kind: 'person' },
          { evidence: 'name:x', kind: 3 },
          { evidence: 7, kind: 'user' },
          good,
        ],
        [good as IdCorrection],
        10,
      ],
      ['a note that is not text is dropped, the entry kept', [{ ...good, note: 5 }], [good as IdCorrection], 0],
      [
        'a very long note is cut',
        [{ ...good, note: 'n'.repeat(1000) }],
        [{ ...good, note: 'n'.repeat(300) } as IdCorrection],
        0,
      ],
    ];
    for (const [name, value, kept, ignored] of cases) {
      it(name, () => {
        const read = readCorrections(value);
        assert.deepEqual(read.corrections.list, kept);
        assert.equal(read.ignored, ignored);
      });
    }
  });

  describe('writing the setting', () => {
    const unreadable = { evidence: 'name:x', kind: 'a kind of a later version' };
    it('a new correction is added after every entry already there, even one this version cannot read', () => {
      const before = [unreadable, { evidence: 'name:a', kind: 'role' }];
      assert.deepEqual(withCorrection(before, { evidence: 'name:b', kind: 'user' }), [
        unreadable,
        { evidence: 'name:a', kind: 'role' },
        { evidence: 'name:b', kind: 'user' },
      ]);
    });
    it('a correction of the same evidence replaces the earlier one', () => {
      assert.deepEqual(
        withCorrection([{ evidence: 'name:a', kind: 'role' }, unreadable], { evidence: 'name:a', kind: 'user' }),
        [unreadable, { evidence: 'name:a', kind: 'user' }],
      );
    });
    it('a setting that is set but is no list is not overwritten: undefined, and the caller says so', () => {
      for (const junk of ['junk', { evidence: 'name:a', kind: 'user' }, 3, null]) {
        assert.equal(withCorrection(junk, { evidence: 'name:a', kind: 'user' }), undefined, JSON.stringify(junk));
      }
      assert.deepEqual(withCorrection(undefined, { evidence: 'name:a', kind: 'user' }), [
        { evidence: 'name:a', kind: 'user' },
      ]);
    });
    it('undoing removes every entry of that evidence and keeps the others as written', () => {
      assert.deepEqual(
        withoutCorrection(
          [{ evidence: 'name:a', kind: 'user' }, unreadable, { evidence: 'name:a', kind: 'role', note: 'n' }],
          'name:a',
        ),
        [unreadable],
      );
      assert.deepEqual(withoutCorrection(undefined, 'name:a'), []);
    });
  });
});
