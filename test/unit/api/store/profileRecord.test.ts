// What the store keeps of a profile (its bounded view) and the profile made back from it: the same view through
// JSON, exact 64-bit numbers, and, from a file someone edited, only text that went through the view's bounds.
import * as assert from 'node:assert/strict';
import { profileOf, recordOf, validateRecord } from '../../../../src/api/store/profileRecord';
import { profileView } from '../../../../src/profile/profileView';
import { sampleProfile } from '../../../support/profileFixtures';
import { rawControlAt } from '../../../support/hostileInputs';

const roundTrip = (raw: unknown) => validateRecord(JSON.parse(JSON.stringify(raw)));

describe('api/store/profileRecord', () => {
  const profiles = [
    ['plain', sampleProfile()],
    ['64-bit numbers', sampleProfile({ xp: 9223372036854775807n, sonhos: -9223372036854775808n })],
    [
      'banned, long About me',
      sampleProfile({
        aboutMe: 'a\n'.repeat(5000),
        banState: { bannedAt: '2024-01-02T03:04:05Z', expiresAt: null, reason: 'r'.repeat(5000) },
      }),
    ],
    [
      'custom Emoji Fight, no About me',
      sampleProfile({ aboutMe: null, emojiFightEmoji: '<a:lori_dance:1126845068084079355>' }),
    ],
    ['text Emoji Fight', sampleProfile({ emojiFightEmoji: 'not an emoji at all' })],
    [
      'every text cut',
      sampleProfile({
        gender: 'G'.repeat(500),
        emojiFightEmoji: 'e'.repeat(500),
        aboutMe: '\n\n  x'.repeat(3000),
        banState: { bannedAt: '2'.repeat(100), expiresAt: '3'.repeat(100), reason: 'r\r\n'.repeat(100) },
      }),
    ],
  ] as const;
  for (const [name, profile] of profiles) {
    it(`${name}: the view comes back as it was shown, through JSON`, () => {
      const record = roundTrip(recordOf(profile));
      assert.ok(record, 'the record validates');
      const back = profileOf(record, profile.fetchedAt);
      assert.deepEqual(back.view, profile.view);
      assert.equal(back.user.xp, profile.user.xp);
      assert.equal(back.fetchedAt, profile.fetchedAt);
      assert.ok(
        back.json.includes(profile.user.id) && back.json.includes(profile.user.xp.toString()),
        'Copy JSON prints what was kept, exactly',
      );
    });
  }

  it('a view edited on disk is made again with the view’s bounds: raw controls and line breaks never come back', () => {
    const raw = JSON.parse(JSON.stringify(recordOf(sampleProfile()))) as {
      view: { aboutMe: { text: string }; gender: { text: string } };
    };
    raw.view.aboutMe.text = 'line\u2028two\u001b[31m\r\nthree';
    raw.view.gender.text = 'X\u0007';
    const record = validateRecord(raw);
    assert.ok(record);
    const view = profileOf(record, 0).view;
    assert.equal(
      view.aboutMe?.text,
      profileView({ ...sampleProfile().user, aboutMe: raw.view.aboutMe.text }).aboutMe?.text,
    );
    assert.equal(rawControlAt(view.aboutMe?.text ?? ''), -1);
    assert.equal(rawControlAt(view.gender.text), -1);
  });

  const refused: [string, (v: Record<string, unknown>) => void][] = [
    ['an id out of range', (v) => (v.id = '0')],
    ['xp as a number', (v) => (v.xp = 5)],
    ['xp past 64 bits', (v) => (v.xp = '9223372036854775808')],
    ['a gender past its bound', (v) => (v.gender = { text: 'x'.repeat(500), cut: false, sentChars: 500 })],
    ['About me not bounded text', (v) => (v.aboutMe = 'plain string')],
    ['an unknown Emoji Fight kind', (v) => (v.emojiFight = { kind: 'script' })],
  ];
  for (const [name, spoil] of refused) {
    it(`refuses a record with ${name}`, () => {
      const raw = JSON.parse(JSON.stringify(recordOf(sampleProfile()))) as { view: Record<string, unknown> };
      spoil(raw.view);
      assert.equal(validateRecord(raw), undefined);
    });
  }
});
