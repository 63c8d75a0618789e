import { printedEventRule } from '../../../../src/ids/rules/printedEvent';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(printedEventRule, {
  valid: [
    { name: 'no event before the object', marked: `payload {"id": "⟦${A}⟧"}` },
    { name: 'an event but not an "id"', marked: `MESSAGE_CREATE {"channel_id": "⟦${A}⟧"}` },
  ],
  invalid: [
    {
      name: 'a gateway event before its payload',
      marked: `MESSAGE_CREATE {"id": "⟦${A}⟧", "content": "hi"}`,
      kind: 'message',
      evidence: 'MESSAGE_CREATE',
    },
    {
      name: 'Markdown-escaped underscores',
      marked: `[WS] GUILD\\_CREATE -> {"id": "⟦${A}⟧"}`,
      kind: 'guild',
      evidence: 'GUILD\\_CREATE',
    },
  ],
});
