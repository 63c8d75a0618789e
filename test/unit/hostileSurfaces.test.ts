// The one hostile-input table (test/support/hostileInputs.ts) through every surface that shows service text
// (#25 item 5): the hover's Markdown, the panel's page, the Ids view's rows and export, the lookupUsers result and the
// status bar. Each row goes into every text field of one profile at once. A new surface joins by adding an entry to
// SURFACES (test/support/profileSurfaces.ts): what it renders from a profile, its bound, and what it must never hold.
import assert from 'node:assert/strict';
import { HOSTILE_INPUTS, normalUser, rawControlAt, userWithEverywhere } from '../support/hostileInputs';
import { SURFACES } from '../support/profileSurfaces';

/** Invisible or format characters no surface may show raw (an emoji's own joiner and variation selector aside). */
const INVISIBLE = /[\u00ad\u061c\u200b\u200c\u200e\u200f\u2060-\u2064\u3164\ufeff\u{e0000}-\u{e0fff}]/u;

describe('the hostile table through every surface', () => {
  for (const surface of SURFACES) {
    describe(surface.name, () => {
      const normal = surface.render(normalUser());
      for (const input of HOSTILE_INPUTS) {
        it(input.name, () => {
          const out = surface.render(userWithEverywhere(input.text));
          assert.ok(out.length <= surface.maxChars, `${out.length} characters (an ordinary profile: ${normal.length})`);
          assert.ok(out.split('\n').length <= surface.maxLines, `${out.split('\n').length} lines`);
          const at = rawControlAt(out, surface.allowControls);
          assert.equal(
            at,
            -1,
            `a raw control or line break at ${at}: ${JSON.stringify(out.slice(Math.max(0, at - 20), at + 20))}`,
          );
          for (const never of surface.never) assert.doesNotMatch(out, never);
          const hidden = INVISIBLE.exec(out);
          assert.equal(
            hidden,
            null,
            `an invisible character at ${hidden?.index}: U+${hidden?.[0].codePointAt(0)?.toString(16)}`,
          );
          if (surface.namesUser !== false) assert.ok(out.includes('519210962399346690'), 'the user is still named');
        });
      }
    });
  }
});
