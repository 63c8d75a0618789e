import { statementRule } from '../../../../src/ids/rules/statement';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(statementRule, {
  valid: [
    {
      name: 'a statement that names nothing',
      marked: `val x = env("X")\n  ?: Snowflake(⟦${A}⟧)`,
      languageId: 'kotlin',
    },
    { name: 'a blank line ends the statement', marked: `val LOG_CHANNEL = f(\n\n  ⟦${A}⟧)`, languageId: 'kotlin' },
    { name: 'in JSON', marked: `{"a": ⟦${A}⟧}`, languageId: 'json' },
    {
      name: "a key straight before the value is the value's own name, not a statement's",
      marked: `const config = {\n  LOG_CHANNEL: '⟦${A}⟧',\n}`,
      languageId: 'javascript',
    },
    {
      name: "a key whose expression ended on a line above is a sibling's",
      marked: `const config = {\n  ROLE: process.env.ROLE,\n  staff: [\n    "⟦${A}⟧"]}`,
      languageId: 'javascript',
    },
    {
      name: 'a list after a key is a collection, not an expression',
      marked: `const config = {\n  LOG_CHANNELS: ['⟦${A}⟧'],\n}`,
      languageId: 'javascript',
    },
    {
      name: 'a comparison is no assignment',
      marked: `if MOD_ROLE == pick(⟦${A}⟧)`,
      languageId: 'ruby',
    },
  ],
  invalid: [
    {
      name: 'an elvis default on the next line',
      marked: `val STAFF_ROLE = env("STAFF")\n    ?.let { Snowflake(it) }\n    ?: Snowflake(⟦${A}⟧)`,
      languageId: 'kotlin',
      kind: 'role',
      evidence: 'STAFF_ROLE',
    },
    {
      name: 'a JS call broken after its (',
      marked: `const LOG_CHANNEL = client.channels.cache.get(\n  "⟦${A}⟧")`,
      languageId: 'javascript',
      kind: 'channel',
      evidence: 'LOG_CHANNEL',
    },
    {
      name: "a logical assignment's call choosing between ids (first argument)",
      marked: `  MOD_ROLE_ID ||= determine_id(⟦${A}⟧, ${B})`,
      languageId: 'ruby',
      kind: 'role',
      evidence: 'MOD_ROLE_ID',
    },
    {
      name: "a logical assignment's call choosing between ids (second argument)",
      marked: `  MOD_LOG_ID ||= determine_id(${A}, ⟦${B}⟧)`,
      languageId: 'ruby',
      kind: 'channel',
      evidence: 'MOD_LOG_ID',
    },
    {
      name: "a nullish assignment's default",
      marked: `GUILD_ID ??= process.env.GUILD_ID ?? '⟦${A}⟧'`,
      languageId: 'javascript',
      kind: 'guild',
      evidence: 'GUILD_ID',
    },
    {
      name: "an object key's environment variable with the id as its default",
      marked: `const config = {\n  TICKET_CHANNEL_ID: process.env.TICKET_CHANNEL_ID ?? '⟦${A}⟧',\n}`,
      languageId: 'javascript',
      kind: 'channel',
      evidence: 'TICKET_CHANNEL_ID',
    },
    {
      name: 'a quoted key (Python) with a getenv default',
      marked: `CONFIG = {\n    "log_channel": int(os.getenv("LOG", "⟦${A}⟧")),\n}`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'log_channel',
    },
    {
      name: 'a key that names nothing is read past, to the statement around its object',
      marked: `const CHANNELS = {\n  primary: process.env.PRIMARY ?? '⟦${A}⟧',\n}`,
      languageId: 'javascript',
      kind: 'channel',
      evidence: 'CHANNELS',
    },
    {
      name: 'a key naming a person reads a user (the id stays looked up)',
      marked: `const ROLES = {\n  OWNER_ID: process.env.OWNER_ID ?? '⟦${A}⟧',\n}`,
      languageId: 'javascript',
      kind: 'user',
      evidence: 'OWNER_ID',
    },
  ],
});
