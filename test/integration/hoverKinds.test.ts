// Each kind of id in a real VS Code against the stand-in: what is not a user's says what it is and costs no
// request; unknown ids follow profileLookup.hover.unknownIds; a guild names its shard; without a key, every
// hover says so.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, setKey, setSetting, uniqueKey, useStandIn, sleep } from './fixture';
import { commandLinks, open, ourHover, ourParts, positionOf, userRequests } from './hoverParts';

/** Snowflakes near a real channel id, each distinct so each can be hovered alone. */
const snowflake = (k: number): string => (1091693445122657960n + BigInt(k) * 4194304n).toString();
const GUILD = '613425648685547541';

describe('Hovers by kind of id, against the stand-in', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn();
    await setKey(uniqueKey('kinds'));
  });

  after(async () => {
    await setSetting('hover.shardCount', undefined);
    await setSetting('hover.unknownIds', undefined);
    await closeAllEditors();
    await standIn.close();
  });

  it('guild, channel, message, role, emoji, webhook and other ids: what they are and why, when made, their parts, Look Up as User, Copy Id, and no request', async () => {
    const ids = {
      channel: snowflake(1),
      role: snowflake(2),
      emoji: snowflake(3),
      guild: snowflake(4),
      linkChannel: snowflake(5),
      message: snowflake(6),
      webhook: snowflake(7),
      attachment: snowflake(8),
      guildJson: snowflake(9),
    };
    const content = [
      `moved to <#${ids.channel}> by <@&${ids.role}> with <:lori_feliz:${ids.emoji}>`,
      `see https://discord.com/channels/${ids.guild}/${ids.linkChannel}/${ids.message}`,
      `INFO webhook_id=${ids.webhook} attachment_id=${ids.attachment}`,
    ].join('\n');
    const cases: [string, string, vscode.TextDocument][] = [];
    const log = await open('log', content);
    for (const [kind, id] of [
      ['Channel', ids.channel],
      ['Role', ids.role],
      ['Emoji', ids.emoji],
      ['Guild', ids.guild],
      ['Channel', ids.linkChannel],
      ['Message', ids.message],
      ['Webhook', ids.webhook],
      ['Snowflake', ids.attachment],
    ] as const) {
      cases.push([kind, id, log]);
    }
    cases.push([
      'Guild',
      ids.guildJson,
      await open('json', `{ "guild": { "name": "Lori's", "id": "${ids.guildJson}" }, "content": "hi" }\n`),
    ]);
    standIn.clearRequests();
    for (const [kind, id, doc] of cases) {
      const parts = await ourParts(doc, positionOf(doc, id));
      assert.equal(parts.length, 1, `${kind} ${id}: one part`);
      const hover = parts[0]!;
      assert.match(
        hover,
        new RegExp(`^\\*\\*${kind} \`${id}\`\\*\\* · created .+\\d{4}.+ \\\\\\(.+ ago\\\\\\)`),
        `${kind} ${id}`,
      );
      assert.match(hover, /Worker \d+ · process \d+ · increment \d+/);
      // The kind line's corrections, then Look Up as User (a misread is one click from the profile) and Copy Id.
      assert.deepEqual(commandLinks(hover), [
        'command:profileLookup.correctIdKind',
        'command:profileLookup.correctIdKind',
        'command:profileLookup.lookupUser',
        'command:profileLookup.copyId',
      ]);
      assert.doesNotMatch(hover, /Sonhos|not found/);
    }
    await sleep(200);
    assert.deepEqual(userRequests(standIn), [], 'no request for any of them');
  });

  it('profileLookup.hover.shardCount: a guild names the shard that serves it', async () => {
    const doc = await open('log', `GUILD_CREATE guild_id=${GUILD}\n`);
    assert.doesNotMatch(await ourHover(doc, positionOf(doc, GUILD)), /Shard/, 'not set: no shard');
    await setSetting('hover.shardCount', 16);
    // (613425648685547541 >> 22) % 16 = 146252071544 % 16 = 8
    assert.match(await ourHover(doc, positionOf(doc, GUILD)), /Shard 8 of 16/);
    await setSetting('hover.shardCount', undefined);
  });

  it('unknown ids are looked up as users; with profileLookup.hover.unknownIds idOnly, only what the id tells, with a link to look it up', async () => {
    const doc = await open('log', `2026-11-22 10:00:00 ${IDS.unknownGender} logged in\n`);
    await setSetting('hover.unknownIds', 'idOnly');
    standIn.clearRequests();
    try {
      const hover = await ourHover(doc, positionOf(doc, IDS.unknownGender));
      assert.match(hover, new RegExp(`^\\*\\*Id \`${IDS.unknownGender}\`\\*\\*`));
      assert.deepEqual(commandLinks(hover), ['command:profileLookup.lookupUser', 'command:profileLookup.copyId']);
      assert.match(hover, /\[Look Up as User\]/);
      await sleep(200);
      assert.deepEqual(userRequests(standIn), []);
    } finally {
      await setSetting('hover.unknownIds', undefined);
    }
    assert.match(await ourHover(doc, positionOf(doc, IDS.unknownGender)), /^\*\*User [\s\S]*Sonhos/);
    assert.deepEqual(userRequests(standIn), [IDS.unknownGender]);
  });

  it('without a key every hover says so in one line with Set API Key and the API keys page, and nothing is sent', async () => {
    assert.equal(await vscode.commands.executeCommand<boolean>('profileLookup.clearApiKey'), true);
    try {
      const doc = await open('log', `user=${IDS.extraFields} in <#${snowflake(20)}> seen ${IDS.demoDev}\n`);
      standIn.clearRequests();
      for (let round = 0; round < 3; round++) {
        for (const id of [IDS.extraFields, snowflake(20), IDS.demoDev]) {
          const parts = await ourParts(doc, positionOf(doc, id));
          assert.equal(parts.length, 1, `round ${round}, ${id}: one part`);
          const lines = parts[0]!.split('\n').filter((line) => /Set an API key/.test(line));
          assert.equal(lines.length, 1, `round ${round}, ${id}: one line about the key`);
          assert.deepEqual(commandLinks(lines[0]!), [
            'command:profileLookup.setApiKey',
            'command:profileLookup.openApiKeysPage',
          ]);
        }
      }
      await sleep(200);
      assert.deepEqual(userRequests(standIn), []);
    } finally {
      await setKey(uniqueKey('kinds-again'));
    }
  });
});
