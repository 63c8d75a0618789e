import { proseParenthesisRule } from '../../../../src/ids/rules/proseParenthesis';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(proseParenthesisRule, {
  valid: [
    { name: 'a call, not prose', marked: `fetch(⟦${A}⟧)` },
    { name: 'past a preposition the words name something else', marked: `message from Someone (⟦${A}⟧)` },
    { name: 'in JSON', marked: `"joined guild Test (⟦${A}⟧)"`, languageId: 'json' },
  ],
  invalid: [
    {
      name: 'a guild joined',
      marked: `joined guild Test (⟦${A}⟧)`,
      kind: 'guild',
      evidence: `joined guild Test (${A})`,
    },
    { name: 'a #channel', marked: `in #general (⟦${A}⟧)`, kind: 'channel', evidence: `in #general (${A})` },
    {
      name: 'the bot logged in as',
      marked: `Logged in as MyBot#1234 (ID: ⟦${A}⟧)`,
      kind: 'application',
      evidence: `Logged in as MyBot#1234 (ID: ${A})`,
    },
  ],
});
