import { outerCollectionRule } from '../../../../src/ids/rules/outerCollection';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(outerCollectionRule, {
  valid: [
    { name: 'a named container is the collection-name rule’s', marked: `channels = [⟦${A}⟧]`, languageId: 'python' },
    { name: 'no named container around', marked: `[[⟦${A}⟧]]`, languageId: 'python' },
  ],
  invalid: [
    {
      name: 'pairs in a list of channels',
      marked: `channels = [\n  [⟦${A}⟧, "general"],\n]`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'channels',
    },
    {
      name: 'objects in a JSON array under "roles"',
      marked: `{"roles": [{"id": "⟦${A}⟧"}]}`,
      languageId: 'json',
      kind: 'role',
      evidence: '"roles"',
    },
  ],
});
