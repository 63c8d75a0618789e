import { headingRule } from '../../../../src/ids/rules/heading';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

const LOG = '2018/03/18 18:09:18 ';

ruleTester(headingRule, {
  valid: [
    { name: 'an id not indented under anything', marked: `Servers:\n⟦${A}⟧` },
    { name: 'a heading that names nothing', marked: `For example:\n  - ⟦${A}⟧` },
    {
      name: 'one word is a key of code or YAML, not a heading',
      marked: `guildSettings:\n  staff_id: ⟦${A}⟧`,
      languageId: 'yaml',
    },
    { name: 'a case label is code', marked: `switch cmd {\ncase "ping":\n\tlog("⟦${A}⟧")\n}`, languageId: 'go' },
    { name: "a block's keyword line is code", marked: `if guild and channel:\n    send(⟦${A}⟧)`, languageId: 'python' },
    { name: 'a line above that is no heading', marked: `Servers are listed below\n  - ⟦${A}⟧` },
    { name: 'a blank line between', marked: `Servers:\n\n  - ⟦${A}⟧` },
    {
      name: "a log's timestamp is not indentation",
      marked: `${LOG}Running on servers:\n${LOG}test (⟦${A}⟧)`,
      languageId: 'log',
    },
    { name: 'a line too long to be a list item', marked: `Servers:\n  ${'x'.repeat(500)} ⟦${A}⟧` },
    { name: 'in JSON', marked: `{"Servers:": [\n  "⟦${A}⟧"]}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "a log's list under its heading, past the log's timestamp",
      marked: `${LOG}Running on servers:\n${LOG}\ttest (⟦${A}⟧)`,
      languageId: 'log',
      kind: 'guild',
      evidence: 'Running on servers:',
    },
    {
      name: 'a Markdown list, the second item (its sibling between)',
      marked: `Log channels:\n- ${B}\n- ⟦${A}⟧`,
      languageId: 'markdown',
      kind: 'channel',
      evidence: 'Log channels:',
    },
    {
      name: 'an indented heading over a deeper list',
      marked: `  Staff roles:\n    * mod: ⟦${A}⟧`,
      kind: 'role',
      evidence: 'Staff roles:',
    },
    {
      name: 'a person word in the heading keeps the ids looked up',
      marked: `Users in these channels:\n  - ⟦${A}⟧`,
      kind: 'user',
      strength: 'weak',
      evidence: 'Users in these channels:',
    },
  ],
});
