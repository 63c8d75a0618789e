import { musicPlayerRule } from '../../../../src/ids/rules/musicPlayer';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(musicPlayerRule, {
  valid: [
    { name: 'a log line about something else', marked: `[LOG] Message deleted in ⟦${A}⟧`, languageId: 'log' },
    { name: 'the player after "for", which may name whom it plays for', marked: `Created player for ⟦${A}⟧` },
    { name: 'the id not at the end of its line', marked: `Player created in ⟦${A}⟧ by the bot` },
    { name: '"in" as a particle of its verb', marked: `Player logged in ⟦${A}⟧` },
    { name: 'another person word in the sentence', marked: `Player of user created in ⟦${A}⟧` },
    { name: 'the player named after the id', marked: `In ⟦${A}⟧ the player was created` },
    { name: 'in JSON', marked: `{"log": "Player created in ⟦${A}⟧"}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "a music bot's player created in the id",
      marked: `[LOG] Player has been created in ⟦${A}⟧`,
      languageId: 'log',
      kind: 'guild',
      evidence: 'Player has been created in',
    },
    {
      name: 'behind a timestamp and a level, the id in brackets',
      marked: `data:    index.js:16886 - [29-11-2021 06:46:47]: [LOG] Player has been destroyed in [⟦${A}⟧]\nnext`,
      languageId: 'log',
      kind: 'guild',
      evidence: 'Player has been destroyed in',
    },
    {
      name: 'a queue',
      marked: `Queue ended in ⟦${A}⟧.`,
      kind: 'guild',
      evidence: 'Queue ended in',
    },
  ],
});
