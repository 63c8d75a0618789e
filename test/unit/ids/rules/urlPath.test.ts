import { urlPathRule } from '../../../../src/ids/rules/urlPath';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(urlPathRule, {
  valid: [
    { name: 'a path whose segment names nothing', marked: `https://example.com/things/⟦${A}⟧` },
    { name: 'no URL', marked: `emojis ⟦${A}⟧` },
  ],
  invalid: [
    {
      name: 'an emoji image',
      marked: `https://cdn.discordapp.com/emojis/⟦${A}⟧.png`,
      kind: 'emoji',
      evidence: `https://cdn.discordapp.com/emojis/${A}`,
    },
    {
      name: "a message link's channel",
      marked: `https://discord.com/channels/${B}/⟦${A}⟧/${B}`,
      kind: 'channel',
      evidence: `https://discord.com/channels/${B}/${A}`,
    },
    {
      name: 'an API route, quoted',
      marked: `fetch("/api/v10/guilds/⟦${A}⟧/roles")`,
      kind: 'guild',
      evidence: `/api/v10/guilds/${A}`,
    },
  ],
});
