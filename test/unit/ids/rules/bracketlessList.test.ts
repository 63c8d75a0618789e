import { bracketlessListRule } from '../../../../src/ids/rules/bracketlessList';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(bracketlessListRule, {
  valid: [
    { name: 'inside brackets the items are the bracket’s', marked: `GUILDS=[${B},⟦${A}⟧]`, languageId: 'dotenv' },
    { name: 'a list named for nothing', marked: `THINGS=${B},⟦${A}⟧`, languageId: 'dotenv' },
    { name: 'in JSON', marked: `"GUILDS=${B},⟦${A}⟧"`, languageId: 'json' },
  ],
  invalid: [
    {
      name: 'a later item of an env list',
      marked: `GUILDS=${B},⟦${A}⟧`,
      languageId: 'dotenv',
      kind: 'guild',
      evidence: 'GUILDS',
    },
    {
      name: 'a person-like list is weak',
      marked: `OWNERS=${B},⟦${A}⟧`,
      languageId: 'dotenv',
      kind: 'user',
      strength: 'weak',
      evidence: 'OWNERS',
    },
  ],
});
