// What the Ids view's rows say: exact grouped xp and sonhos, the banned mark, the creation date, one short line
// per error, what a non-user id tells by itself, and the progress line.
import type { LookupError } from '../../../../../src/model/lookupError';
import type { User } from '../../../../../src/model/user';
import assert from 'node:assert/strict';
import type { IdRow } from '../../../../../src/features/idsView/core/idTable';
import { PaceEstimate, progressMessage } from '../../../../../src/features/idsView/core/progress';
import { errorLine, moreText, rowText } from '../../../../../src/features/idsView/core/rowText';
import { profileView } from '../../../../../src/profile/profileView';
import { buildTable } from '../../../../../src/features/idsView/core/idTable';
import { scanIds } from '../../../../../src/features/idsView/core/scanIds';
import { IdCorrections, readCorrections } from '../../../../../src/ids/corrections';
import { stringSource } from '../../../../../src/text/textSource';

/** Past every id of the tests (the classifier refuses ids from the future). */
const NOW_MS = Date.UTC(2026, 10, 20);

const ID = '589142681454035401';
/** The id's creation day as the view writes it, in this machine's time zone. */
const CREATED = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
  Number((BigInt(ID) >> 22n) + 1420070400000n),
);

function row(resolution: IdRow['resolution'], kind: IdRow['kind'] = 'user', occurrences = 3): IdRow {
  return { id: ID, kind, occurrences, firstOffset: 0, resolution };
}

function user(banReason: string | null): User {
  return {
    id: ID,
    xp: 9007199254740993n,
    sonhos: 1234567n,
    aboutMe: null,
    emojiFightEmoji: null,
    gender: 'MALE',
    banState: banReason === null ? null : { bannedAt: '2025-01-01T00:00:00Z', expiresAt: null, reason: banReason },
  };
}

describe('Ids view rows', () => {
  it('a profile: id, exact grouped xp and sonhos, creation date and occurrences', () => {
    const text = rowText(row({ state: 'profile', view: profileView(user(null)) }), 'en');
    assert.equal(text.label, ID);
    assert.equal(text.description, `XP 9,007,199,254,740,993 · Sonhos 1,234,567 · ${CREATED} · ×3`);
    assert.equal(text.icon.id, 'account');
    assert.equal(text.contextValue, 'idRow.lookup');
  });

  it('groups digits in the display language', () => {
    assert.match(
      rowText(row({ state: 'profile', view: profileView(user(null)) }), 'pt-BR').description,
      /9\.007\.199\.254\.740\.993/,
    );
  });

  it('a banned user is marked, the reason in the tooltip as one plain line', () => {
    const text = rowText(row({ state: 'profile', view: profileView(user('spam\n[link](command:x) <b>')) }), 'en');
    assert.ok(text.description.startsWith('Banned · XP'));
    assert.deepEqual(text.icon, { id: 'error', color: 'errorForeground' });
    assert.ok(text.tooltip.includes('Banned: spam [link](command:x) <b>'), text.tooltip);
  });

  it('one short line per error, and Set API Key on the rows whose key is the problem', () => {
    const error = (kind: LookupError['kind'], retryAfterMs?: number): LookupError => ({
      kind,
      message: `message of ${kind}`,
      retryAfterMs,
    });
    assert.equal(errorLine(error('NotFound')), 'no profile');
    assert.equal(errorLine(error('Unauthorized')), 'API key rejected');
    assert.equal(errorLine(error('RateLimited', 4200)), 'rate limited');
    assert.equal(errorLine(error('Network')), 'offline');
    const rejected = rowText(row({ state: 'failed', error: error('Unauthorized') }), 'en');
    assert.equal(rejected.contextValue, 'idRow.lookup.key');
    assert.ok(rejected.tooltip.includes('message of Unauthorized'));
    assert.equal(rowText(row({ state: 'failed', error: error('NotFound') }), 'en').contextValue, 'idRow.lookup');
  });

  it('a row not looked up says what the id itself tells', () => {
    const text = rowText(row(undefined, 'guild', 1200), 'en');
    assert.equal(text.description, `${CREATED} · ×1,200`);
    assert.equal(text.contextValue, 'idRow.other');
    assert.equal(text.icon.id, 'organization');
    assert.match(text.tooltip, /Worker \d+, process \d+, increment \d+/);
  });

  // Issue 27: at the default width a row is cut after a few characters ("XP 184,..."): what identifies it comes
  // first. The id is the label; the description starts with the row's state in a word where it has one (a profile's
  // state is its icon), and the numbers and dates come after it, where the cut may fall.
  it('every row leads with its id, then its state, numbers after', () => {
    const rows: { resolution: IdRow['resolution']; leads: string }[] = [
      { resolution: { state: 'profile', view: profileView(user(null)) }, leads: 'XP 9,007,199,254,740,993' },
      { resolution: { state: 'profile', view: profileView(user('spam')) }, leads: 'Banned · XP 9,007,199,254,740,993' },
      {
        resolution: { state: 'failed', error: { kind: 'RateLimited', message: 'wait', retryAfterMs: 3000 } },
        leads: `rate limited · ${CREATED}`,
      },
      {
        resolution: { state: 'failed', error: { kind: 'Unauthorized', message: 'rejected' } },
        leads: `API key rejected · ${CREATED}`,
      },
      { resolution: { state: 'waiting' }, leads: `waiting · ${CREATED}` },
      { resolution: { state: 'stopped' }, leads: `stopped · ${CREATED}` },
      { resolution: undefined, leads: `${CREATED} · ×3` },
    ];
    for (const { resolution, leads } of rows) {
      const text = rowText(row(resolution), 'en');
      const what = resolution?.state ?? 'not looked up';
      assert.equal(text.label, ID, what);
      assert.ok(text.description.startsWith(leads), `${what}: "${text.description}" starts with "${leads}"`);
      assert.doesNotMatch(text.description, new RegExp(ID), what);
    }
  });

  it('"and N more" past the cap', () => {
    assert.equal(moreText(4321, 1000, 'en').label, 'and 4,321 more ids');
    assert.equal(moreText(10_000, 1000, 'en').label, 'and 10,000 more ids', 'exact up to 10,000');
  });

  it('"and about N more" past 10,000, where the count is an estimate, to three digits', () => {
    assert.equal(moreText(2_594_443, 1000, 'en').label, 'and about 2,590,000 more ids');
    assert.equal(moreText(10_019, 1000, 'en').label, 'and about 10,000 more ids');
  });

  it('progress: "12 of 40, about 30 s left" at the documented pace, then at the pace observed', () => {
    const pace = new PaceEstimate();
    assert.equal(
      progressMessage({ done: 12, total: 40, running: true, secondsLeft: pace.secondsLeft(28) }),
      '12 of 40, about 30 s left',
    );
    for (let i = 0; i < 20; i++) pace.answered(i * 200);
    assert.equal(pace.msPerLookup(), 200);
    assert.equal(
      progressMessage({ done: 12, total: 400, running: true, secondsLeft: pace.secondsLeft(388) }),
      '12 of 400, about 80 s left',
    );
    assert.equal(
      progressMessage({ done: 12, total: 1000, running: true, secondsLeft: pace.secondsLeft(988) }),
      '12 of 1000, about 3 min left',
    );
    assert.equal(progressMessage({ done: 12, total: 40, running: false, secondsLeft: 0 }), 'Stopped at 12 of 40');
    assert.equal(progressMessage({ done: 40, total: 40, running: false, secondsLeft: 0 }), '40 of 40 looked up');
  });
});

describe('Ids view rows: why each id has its kind, and the corrections', () => {
  const text = [
    'ROLES = {',
    '    "admin": 613425648685547541,',
    '    "mod": 613425648685547542,',
    '}',
    'LOG_CHANNEL = 1091693445122657960',
    'seen 519210962399346690 today',
    '',
  ].join('\n');
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;

  /** Each row's id, kind and the tooltip's why line, from a real scan of `text` under `corrections`. */
  async function whys(corrections: IdCorrections): Promise<[string, string, string | undefined][]> {
    const tally = await scanIds(stringSource(text), { languageId: 'python', nowMs: NOW_MS, corrections });
    assert.ok(tally !== undefined);
    const table = buildTable(tally, new Map(), { sort: 'first', usersOnly: false });
    return table.groups
      .flatMap((group) => group.rows)
      .sort((a, b) => a.firstOffset - b.firstOffset)
      .map((r) => [
        r.id,
        r.kind,
        rowText(r, 'en', lineOf)
          .tooltip.split('\n')
          .find((l) => /^\w+: /.test(l)),
      ]);
  }

  it('each typed row says why in its tooltip, with the line of evidence that is not on its own', async () => {
    assert.deepEqual(await whys(IdCorrections.none), [
      ['613425648685547541', 'role', 'Role: in the `ROLES` block, line 1'],
      ['613425648685547542', 'role', 'Role: in the `ROLES` block, line 1'],
      ['1091693445122657960', 'channel', 'Channel: the name `LOG_CHANNEL`'],
      ['519210962399346690', 'unknown', undefined],
    ]);
  });

  it('a correction of the block moves every id of it, and only those, and each says it was corrected', async () => {
    const tally = await scanIds(stringSource(text), {
      languageId: 'python',
      nowMs: NOW_MS,
      corrections: IdCorrections.none,
    });
    const scope = tally?.get('613425648685547541')?.reasons?.get('role')?.reason?.scope;
    assert.ok(scope !== undefined);
    const corrected = readCorrections([{ evidence: scope, kind: 'user' }]).corrections;
    assert.deepEqual(await whys(corrected), [
      ['613425648685547541', 'user', 'User: corrected by you (was role: in the `ROLES` block, line 1)'],
      ['613425648685547542', 'user', 'User: corrected by you (was role: in the `ROLES` block, line 1)'],
      ['1091693445122657960', 'channel', 'Channel: the name `LOG_CHANNEL`'],
      ['519210962399346690', 'unknown', undefined],
    ]);
  });
});
