// The integration tests read a hover in the order the editor shows its parts, not in the order the providers answered
// (vscode.executeHoverProvider's order): run alone on 1.139, the profile of a cached user answered before the header,
// and a test that reads the header first failed.
import * as assert from 'node:assert/strict';
import { inShownOrder, OUR_PART } from '../integration/hoverOrder';

const header = '**User `94402038992120938`** · created Sep 18, 2015';
const profile =
  'XP **1,482,907** · Sonhos **3,390,120**\n\n[Open Profile](command:profileLookup.lookupUser?x "Open Profile")';
const failed =
  'The service did not answer in time.\n\n[Open Profile](command:profileLookup.lookupUser?x "Open Profile")';
const role = '**Role `613425648685547541`** · created Sep 18, 2019';

describe('hover parts in the order the editor shows them', () => {
  it('the header first, whichever provider answered first; the rest keep the order they came in', () => {
    const table: [came: string[], shown: string[]][] = [
      [
        [header, profile],
        [header, profile],
      ],
      [
        [profile, header],
        [header, profile],
      ],
      [
        [failed, role],
        [role, failed],
      ],
      [
        [profile, failed, header],
        [header, profile, failed],
      ],
      [[profile], [profile]],
      [[], []],
    ];
    for (const [came, shown] of table) assert.deepEqual(inShownOrder(came), shown, JSON.stringify(came));
  });

  it('our parts: a header, or a part with one of our command links; others are not ours', () => {
    for (const part of [header, profile, failed, role]) assert.ok(OUR_PART.test(part), part);
    for (const part of ['```ts\nconst id: string\n```', '**User** of something', '[x](command:other.command)'])
      assert.ok(!OUR_PART.test(part), part);
  });
});
