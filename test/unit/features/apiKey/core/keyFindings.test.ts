import assert from 'node:assert/strict';
import { keyFindings, MAX_FLAGGED_KEYS, notFlaggedMessage } from '../../../../../src/features/apiKey/core/keyFindings';
import { scanKeys } from '../../../../../src/features/apiKey/core/keyScan';

const key = (i: number): string => `lorixp_${'k7YoEB6NLYDjum2kdDfz'}${i.toString(36).replace(/[0lIO]/g, 'x')}`;

describe('key findings: the first keys flagged, one finding for the rest', () => {
  it('262,144 keys: MAX_FLAGGED_KEYS flagged, the stored one an error, one finding sums up the rest from the first past them', async () => {
    const keys = Array.from({ length: 262_144 }, (_, i) => key(i));
    const text = keys.join(' ');
    const stored = keys[3];
    const { reader } = await scanKeys(text, MAX_FLAGGED_KEYS);
    const findings = keyFindings(text, reader, stored);
    assert.equal(findings.flagged.length, MAX_FLAGGED_KEYS);
    assert.deepEqual(
      findings.flagged.map((f) => f.key),
      keys.slice(0, MAX_FLAGGED_KEYS),
    );
    assert.deepEqual(
      findings.flagged.map((f, i) => (f.yours ? i : -1)).filter((i) => i >= 0),
      [3],
    );
    assert.equal(findings.notFlagged?.count, 262_144 - MAX_FLAGGED_KEYS);
    assert.equal(text.slice(findings.notFlagged.first.start, findings.notFlagged.first.end), keys[MAX_FLAGGED_KEYS]);
    assert.match(notFlaggedMessage(findings.notFlagged.count), /261144 more strings shaped like API keys/);
    assert.ok(!notFlaggedMessage(1).includes('lorixp_'), 'the message never holds a key');
  });

  it('no keys past the cap: no summing up', async () => {
    const text = `${key(1)} ${key(2)}`;
    const { reader } = await scanKeys(text, MAX_FLAGGED_KEYS);
    const findings = keyFindings(text, reader, undefined);
    assert.equal(findings.flagged.length, 2);
    assert.equal(findings.notFlagged, undefined);
  });
});
