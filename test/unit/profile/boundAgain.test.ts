// A bounded text read back from somewhere it may have been edited (the remembered profiles' file): isWithinBound says
// when boundText would give it back as it is, and boundAgain keeps it then, or makes it again, through the hostile table.
import type { BoundedText } from '../../../src/model/viewTypes';
import * as assert from 'node:assert/strict';
import { boundAgain, boundText, isWithinBound } from '../../../src/profile/boundedText';
import { VIEW_BOUNDS } from '../../../src/profile/profileView';
import { HOSTILE_INPUTS, rawControlAt } from '../../support/hostileInputs';

const BOUNDS = Object.entries(VIEW_BOUNDS);

describe('profile/boundedText: isWithinBound and boundAgain', () => {
  for (const input of HOSTILE_INPUTS) {
    it(input.name, () => {
      for (const [name, bound] of BOUNDS) {
        const raw = input.text.slice(0, 8_000);
        // Whatever it says of a raw text agrees with boundText.
        const made = boundText(raw, bound);
        if (isWithinBound(raw, bound))
          assert.ok(made.text === raw && !made.cut, `${name}: said within, but boundText changed it`);
        else assert.ok(made.text !== raw || made.cut, `${name}: said not within, but boundText kept it`);
        // What boundText made is within its bound; kept as it is, with its cut mark.
        assert.ok(isWithinBound(made.text, bound), `${name}: boundText's own text is not within its bound`);
        assert.deepEqual(boundAgain(made, bound), { ...made, sentChars: made.sentChars });
        // A raw text posing as bounded (an edited file) comes back within the bound, no raw control left.
        const forged = { text: raw, cut: false, sentChars: 1 } as unknown as BoundedText;
        const again = boundAgain(forged, bound);
        assert.ok(isWithinBound(again.text, bound), `${name}: a forged text is not bounded again`);
        assert.equal(rawControlAt(again.text), -1);
      }
    });
  }
});
