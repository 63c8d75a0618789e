import { idChainRule } from '../../../../src/ids/rules/idChain';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(idChainRule, {
  valid: [
    { name: 'one id alone', marked: `in ⟦${A}⟧` },
    { name: 'four ids are not a Discord chain', marked: `${B}/${B}/${B}/⟦${A}⟧` },
  ],
  invalid: [
    { name: 'the first of two is a guild', marked: `in ⟦${A}⟧/${B}`, kind: 'guild', evidence: `${A}` },
    { name: 'the second of two is a channel', marked: `in ${B}/⟦${A}⟧`, kind: 'channel', evidence: `${B}/${A}` },
    {
      name: 'the third of three, in a file path, is a message',
      marked: `logs/${B}/${B}/⟦${A}⟧.txt`,
      kind: 'message',
      evidence: `logs/${B}/${B}/${A}`,
    },
  ],
});
