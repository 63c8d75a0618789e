import { sameIdElsewhereRule } from '../../../../src/ids/rules/sameIdElsewhere';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(sameIdElsewhereRule, {
  valid: [
    { name: 'no copy', marked: `x = ⟦${A}⟧`, languageId: 'python' },
    { name: 'a copy that says nothing either', marked: `x = ⟦${A}⟧\ny = ${A}`, languageId: 'python' },
  ],
  invalid: [
    {
      name: "a copy's name, with the copy's evidence",
      marked: `x = ⟦${A}⟧\nLOG_CHANNEL = ${A}`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'LOG_CHANNEL',
    },
    {
      name: 'a copy read as a user wins over one read as a role',
      marked: `STAFF_ROLE = ${A}\nx = ⟦${A}⟧\nOWNER_ID = ${A}`,
      languageId: 'python',
      kind: 'user',
      evidence: 'OWNER_ID',
    },
  ],
});
