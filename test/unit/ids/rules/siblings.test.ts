import { siblingsRule } from '../../../../src/ids/rules/siblings';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

const C = '1167125644296069161';

ruleTester(siblingsRule, {
  valid: [
    {
      name: 'a name with its own id the vocabulary lacks (MAINTAINER_ID)',
      marked: `LOG_CHANNEL = ${B}\nAUDIT_CHANNEL = ${C}\nMAINTAINER_ID = ⟦${A}⟧`,
      languageId: 'python',
    },
    {
      name: 'one named sibling is not a consensus',
      marked: `LOG_CHANNEL = ${B}\nmedia = ⟦${A}⟧`,
      languageId: 'python',
    },
    {
      name: 'a person among the siblings',
      marked: `LOG_CHANNEL = ${B}\nAUDIT_CHANNEL = ${C}\nOWNER = 1167125644296069162\nmedia = ⟦${A}⟧`,
      languageId: 'python',
    },
    { name: 'in JSON', marked: `{"a_channel": "${B}", "b_channel": "${C}", "media": "⟦${A}⟧"}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: 'a name that says nothing among channels',
      marked: `WELCOME_CHANNEL = "${B}"\nRULES_CHANNEL = "${C}"\nmedia = "⟦${A}⟧"`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'WELCOME_CHANNEL',
    },
  ],
});
