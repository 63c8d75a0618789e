import { callArgumentRule } from '../../../../src/ids/rules/callArgument';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(callArgumentRule, {
  valid: [
    { name: 'a call the text does not declare', marked: `notify(⟦${A}⟧)`, languageId: 'python' },
    {
      name: 'a declared parameter that names nothing',
      marked: `def notify(target):\n    pass\nnotify(⟦${A}⟧)`,
      languageId: 'python',
    },
    { name: 'a named argument is its name', marked: `def f(channel_id):\n    pass\nf(x=⟦${A}⟧)`, languageId: 'python' },
  ],
  invalid: [
    {
      name: 'the parameter the argument binds to',
      marked: `def notify(channel_id, text):\n    pass\nnotify(⟦${A}⟧, "hi")`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'notify(',
    },
    {
      name: 'the second parameter, in JS',
      marked: `function give(member, roleId) {}\ngive(m, '⟦${A}⟧');`,
      languageId: 'javascript',
      kind: 'role',
      evidence: 'give(',
    },
    {
      name: 'a person-like parameter is weak',
      marked: `def warn(admin):\n    pass\nwarn(⟦${A}⟧)`,
      languageId: 'python',
      kind: 'user',
      strength: 'weak',
      evidence: 'warn(',
    },
  ],
});
