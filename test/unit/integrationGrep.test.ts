// INTEGRATION_GREP is text a test's title contains, for every reader of it: the phases of a restart run and the
// each-alone runs compare with includes(), and the plain run hands mocha a pattern made from the text. Mocha alone
// reads a string as a pattern: `a|b` or a title's parentheses then picked other tests than the phases planned for.
import * as assert from 'node:assert/strict';
import { exactTitle, titleContaining } from '../integration/runOrder';

describe('INTEGRATION_GREP reads as text', () => {
  const titles = [
    'Pacing per key another key starts with a fresh window',
    'Restart (phase 1) remembers the profile',
    'hover a|b',
    'costs $5 [not] a request? no.',
    'plain hover',
  ];
  const cases: { grep: string; picks: string[] }[] = [
    { grep: 'hover', picks: ['hover a|b', 'plain hover'] },
    { grep: 'a|b', picks: ['hover a|b'] },
    { grep: '(phase 1)', picks: ['Restart (phase 1) remembers the profile'] },
    { grep: '$5 [not] a request?', picks: ['costs $5 [not] a request? no.'] },
    { grep: '.', picks: ['costs $5 [not] a request? no.'] },
    { grep: 'phase.1', picks: [] },
  ];
  for (const { grep, picks } of cases)
    it(`"${grep}" picks what includes() picks: ${picks.length} title(s)`, () => {
      const byPattern = titles.filter((title) => titleContaining(grep).test(title));
      assert.deepEqual(byPattern, picks);
      assert.deepEqual(
        byPattern,
        titles.filter((title) => title.includes(grep)),
      );
    });

  it('an exact title matches that title only', () => {
    for (const title of titles)
      assert.deepEqual(
        titles.filter((other) => exactTitle(title).test(other)),
        [title],
      );
  });
});
