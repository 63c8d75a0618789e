import { printoutRule } from '../../../../src/ids/rules/printout';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(printoutRule, {
  valid: [
    { name: 'an unknown JDA prefix', marked: `XY:name(⟦${A}⟧)` },
    {
      name: "a repr's id on its class's line is the name rule's",
      marked: `# <Guild id=⟦${A}⟧ name='x'>`,
      languageId: 'python',
    },
    { name: 'in JSON', marked: `{"x": "<Guild\\n id=⟦${A}⟧"}`, languageId: 'json' },
  ],
  invalid: [
    { name: "JDA's text channel", marked: `TC:general(⟦${A}⟧)`, kind: 'channel', evidence: `TC:general(${A})` },
    { name: "JDA's member with id=", marked: `MB:Someone(id=⟦${A}⟧)`, kind: 'user', evidence: `MB:Someone(id=${A})` },
    {
      name: "discord.py's repr broken over comment lines",
      marked: `# <Guild\n#  id=⟦${A}⟧ name='x'>`,
      languageId: 'python',
      kind: 'guild',
      evidence: '<Guild',
    },
    {
      name: "a member's repr broken after its class",
      marked: `# author=<Member\n#  id=⟦${A}⟧ name='x'>`,
      languageId: 'python',
      kind: 'user',
      evidence: '<Member',
    },
  ],
});
