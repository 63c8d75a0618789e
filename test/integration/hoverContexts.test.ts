// Ids in bot code, configuration and library logs in a real VS Code against the stand-in: for one document per
// context the classifier reads (a block, a collection, a class, a YAML parent, a section, HOCON, .properties,
// JDA's and discord.py's printouts, REST paths, a comment, other systems' numbers), its non-user ids say what they
// are and cost no request, and its user ids show their profile.
import * as assert from 'node:assert/strict';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, setKey, uniqueKey, useStandIn, sleep } from './fixture';
import { open, ourHover, positionOf, userRequests } from './hoverParts';

/** Distinct non-user snowflakes, each its own so each can be hovered alone. */
const s = (k: number): string => (1101561213663580190n + BigInt(k) * 4194304n).toString();

interface ContextDocument {
  context: string;
  language: string;
  content: string;
  /** Non-user ids and the name their hover header gives them. */
  others: [id: string, header: string][];
  users: string[];
}

const DOCUMENTS: ContextDocument[] = [
  {
    context: 'a JavaScript object block',
    language: 'javascript',
    content: `module.exports = {\n  owner: '${IDS.normal}',\n  channels: {\n    welcome: '${s(1)}',\n    memberCount: '${s(2)}',\n  },\n  role: {\n    member: '${s(3)}',\n  },\n};\n`,
    others: [
      [s(1), 'Channel'],
      [s(2), 'Snowflake'],
      [s(3), 'Role'],
    ],
    users: [IDS.normal],
  },
  {
    context: 'Kotlin listOf and objects',
    language: 'plaintext',
    content: `val ADMIN_ROLES = listOf(\n    ${s(4)}L, // SparklyPower Admins\n    Snowflake(${s(5)}L),\n)\nobject UserIds {\n    val larry = ${IDS.extraFields}uL\n}\n`,
    others: [
      [s(4), 'Role'],
      [s(5), 'Role'],
    ],
    users: [IDS.extraFields],
  },
  {
    context: 'Python sets, classes and owner lists',
    language: 'python',
    content: `guilds_to_ban: set[int] = {\n    ${s(6)},  # R. Danny\n}\n\nclass Channels:\n    announcements: int = ${s(7)}\n\nOWNER_IDS = [${IDS.unknownGender}]\n`,
    others: [
      [s(6), 'Guild'],
      [s(7), 'Channel'],
    ],
    users: [IDS.unknownGender],
  },
  {
    context: 'Java class constants',
    language: 'java',
    content: `public class Role {\n    public static final String ADMIN = "${s(8)}";\n}\npublic static final String OWNER_ID = "${IDS.demoDev}";\n`,
    others: [[s(8), 'Role']],
    users: [IDS.demoDev],
  },
  {
    context: 'a YAML parent',
    language: 'yaml',
    content: `roles:\n  moderators: ${s(9)}\nlog_channels:\n- ${s(10)}\nowner: ${IDS.demoArtist}\n`,
    others: [
      [s(9), 'Role'],
      [s(10), 'Channel'],
    ],
    users: [IDS.demoArtist],
  },
  {
    context: 'an INI/TOML section',
    language: 'ini',
    content: `[channels]\nlogs = ${s(11)}\n\n[owners]\nmain = ${IDS.demoStreamer}\n`,
    others: [[s(11), 'Channel']],
    users: [IDS.demoStreamer],
  },
  {
    context: 'a HOCON block and .properties',
    language: 'properties',
    content: `rolesRemap {\n    "${s(12)}" = ${s(13)}\n}\nbot.discord.guild-id=${s(14)}\nbot.discord.admin-user-ids=${IDS.demoNewcomer}\n`,
    others: [
      [s(12), 'Role'],
      [s(13), 'Role'],
      [s(14), 'Guild'],
    ],
    users: [IDS.demoNewcomer],
  },
  {
    context: 'JDA and discord.py printouts and REST paths in a log',
    language: 'log',
    content: `[JDA] TC:general(${s(15)}) - G:Lori's Cafe(${s(16)}) U:lori(${IDS.bigNumbers})\n<Guild id=${s(17)} name='x' shard_id=0> <Member id=${IDS.lorittaHeaders} name='y'>\n  path: '/channels/${s(18)}/messages/${s(19)}',\n`,
    others: [
      [s(15), 'Channel'],
      [s(16), 'Guild'],
      [s(17), 'Guild'],
      [s(18), 'Channel'],
      [s(19), 'Message'],
    ],
    users: [IDS.bigNumbers, IDS.lorittaHeaders],
  },
  {
    context: "a comment beside the id, and other systems' numbers",
    language: 'plaintext',
    content: `STAFF = arrayOf(\n    ${s(20)}, // Moderators role\n)\nsteam_id: 76561198345749032\nhttps://x.com/discord/status/${s(21)}\n`,
    others: [
      [s(20), 'Role'],
      ['76561198345749032', 'Snowflake'],
      [s(21), 'Snowflake'],
    ],
    users: [],
  },
  {
    // Issue #34's four classes of hidden users: each is looked up, and its neighbours keep their kinds.
    context:
      'a comment about people, a callee named for a person, a printout over comment lines, a name among channels',
    language: 'python',
    content: [
      '# Moderators who may run the ban command',
      `BAN_ALLOWED = [\n    ${IDS.nulls},\n]`,
      `await send_user_message(${IDS.singularScales}, "hello")`,
      `# <Message id=${s(22)} channel=<TextChannel id=${s(23)} name='general'> type=<MessageType.default: 0>`,
      `# author=<Member id=${IDS.hostileFields} name='x' bot=False>>`,
      `LOG_CHANNEL = ${s(24)}`,
      `AUDIT_CHANNEL = ${s(25)}`,
      `MAINTAINER_ID = ${IDS.banned}`,
      '',
    ].join('\n'),
    others: [
      [s(22), 'Message'],
      [s(23), 'Channel'],
      [s(24), 'Channel'],
      [s(25), 'Channel'],
    ],
    users: [IDS.nulls, IDS.singularScales, IDS.hostileFields, IDS.banned],
  },
];

describe('Hovers on ids in bot code, configuration and library logs, against the stand-in', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn();
    await setKey(uniqueKey('contexts'));
  });

  after(async () => {
    await closeAllEditors();
    await standIn.close();
  });

  for (const document of DOCUMENTS) {
    it(`${document.context}: no request for its non-user ids, a profile for its user ids`, async () => {
      const doc = await open(document.language, document.content);
      standIn.clearRequests();
      for (const [id, header] of document.others) {
        const hover = await ourHover(doc, positionOf(doc, id));
        assert.match(hover, new RegExp(`^\\*\\*${header} \`${id}\`\\*\\*`), `${id} in ${document.context}`);
      }
      await sleep(200);
      assert.deepEqual(userRequests(standIn), [], 'no request for a non-user id');
      for (const id of document.users) {
        const hover = await ourHover(doc, positionOf(doc, id));
        assert.match(hover, new RegExp(`^\\*\\*User \`?`), `${id} in ${document.context}: a profile`);
      }
      assert.deepEqual(userRequests(standIn), document.users, 'one request per user id');
    });
  }
});
