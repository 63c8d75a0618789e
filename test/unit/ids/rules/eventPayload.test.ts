import { eventPayloadRule } from '../../../../src/ids/rules/eventPayload';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(eventPayloadRule, {
  valid: [
    { name: 'a named object', marked: `{"t": "GUILD_CREATE", "guild": {"id": "⟦${A}⟧"}}`, languageId: 'json' },
    { name: 'no event beside it', marked: `{"d": {"id": "⟦${A}⟧"}}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "a gateway payload's d",
      marked: `{"t": "CHANNEL_UPDATE", "s": 4, "op": 0, "d": {"id": "⟦${A}⟧"}}`,
      languageId: 'json',
      kind: 'channel',
      evidence: '"d"',
    },
  ],
});
