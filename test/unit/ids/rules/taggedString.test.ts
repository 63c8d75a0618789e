import { taggedStringRule } from '../../../../src/ids/rules/taggedString';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(taggedStringRule, {
  valid: [
    { name: 'a tag that only says id', marked: `get("id:⟦${A}⟧")` },
    { name: 'a tag that names nothing known', marked: `"cooldown:⟦${A}⟧"` },
    { name: 'a person-like tag', marked: `"admin:⟦${A}⟧"` },
  ],
  invalid: [
    { name: 'a channel tag', marked: `"channel:⟦${A}⟧"`, kind: 'channel', evidence: `"channel:${A}"` },
    { name: 'a guild tag in a call', marked: `cache.get('guild:⟦${A}⟧')`, kind: 'guild', evidence: `'guild:${A}'` },
  ],
});
