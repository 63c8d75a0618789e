// The language model tools in a real VS Code: invoked the way an agent's host invokes them (vscode.lm.invokeTool with
// no chat), against the stand-in API with its 5-per-5-s limit. On VS Code 1.90, which has no tools API, the extension
// must activate as before: the first test runs on every version and says which case this VS Code is.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS, PROFILE_IDS, USERS } from '../stand-in/users';
import {
  activateExtension,
  EXTENSION_ID,
  PATIENCE_MS,
  setKey,
  uniqueKey,
  useStandIn,
  waitUntil,
  sleep,
} from './fixture';
import { userRequests } from './hoverParts';
import { IDS_IN_TEXT, invokeForText, lmTools, LOOKUP_USERS as LOOKUP, textOf, VSCODE_MINOR as MINOR } from './lmTools';

/** The exact digits the stand-in sends for a user's counter, read from the body it serves (not retyped here). */
function servedDigits(id: string, field: 'xp' | 'sonhos'): string {
  const body = USERS[id];
  assert.ok(body, `the stand-in serves ${id}`);
  const match = new RegExp(`"${field}":\\s*(\\d+)`).exec(body);
  assert.ok(match, `${field} of ${id}`);
  return match[1]!;
}

describe(`Agent tools in VS Code ${vscode.version}`, () => {
  it('the tools API is there from VS Code 1.95 on, and the extension activates without error either way', async () => {
    const exports = await activateExtension();
    assert.equal(vscode.extensions.getExtension(EXTENSION_ID)?.isActive, true);
    // activate() ran to its end: the exports object is only returned after every registration.
    assert.equal(typeof exports.idsView, 'function');
    const lm = lmTools();
    if (MINOR >= 95) {
      assert.ok(lm, `VS Code ${vscode.version} has vscode.lm.registerTool and invokeTool`);
      // VS Code lists an extension's tools only where agent mode is on; the test profile turns it off (quiet settings).
      const chat = vscode.workspace.getConfiguration('chat');
      const before = chat.inspect<boolean>('agent.enabled')?.globalValue;
      await chat.update('agent.enabled', true, vscode.ConfigurationTarget.Global);
      try {
        const listed = () => lm.tools.map((t) => t.name);
        await waitUntil(() => listed().includes(LOOKUP) && listed().includes(IDS_IN_TEXT), PATIENCE_MS, 100);
        assert.ok(
          listed().includes(LOOKUP) && listed().includes(IDS_IN_TEXT),
          `both tools are listed in vscode.lm.tools: ${listed().join(', ')}`,
        );
      } finally {
        await chat.update('agent.enabled', before, vscode.ConfigurationTarget.Global);
      }
    } else {
      assert.equal(lm, undefined, `VS Code ${vscode.version} has no tools API`);
      assert.equal(typeof (vscode as unknown as { lm?: { registerTool?: unknown } }).lm?.registerTool, 'undefined');
    }
  });
});

// Registered only where the tools API exists; the test above fails on a VS Code of 1.95 or later without it.
const lm = lmTools();
if (lm !== undefined) {
  describe(`Agent tools, invoked through vscode.lm.invokeTool in VS Code ${vscode.version}, against the stand-in`, () => {
    let standIn: StandIn | undefined;

    const invoke = (name: string, input: object): Promise<string> => invokeForText(lm, name, input);

    before(async () => {
      await activateExtension();
    });

    afterEach(async () => {
      await standIn?.close();
      standIn = undefined;
    });

    it('twelve ids under 5 per 5 s: each asked once, no 429, every xp and sonhos digit-exact, no key and no command link in the result', async function () {
      this.timeout(3 * PATIENCE_MS);
      standIn = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
      const key = uniqueKey('agent12');
      await setKey(key);
      const started = Date.now();
      const text = await invoke(LOOKUP, { ids: PROFILE_IDS });
      const elapsed = Date.now() - started;
      for (const id of PROFILE_IDS) {
        assert.ok(
          text.includes(`User ${id}\n- XP: ${servedDigits(id, 'xp')}\n- Sonhos: ${servedDigits(id, 'sonhos')}\n`),
          `${id}: exact xp and sonhos in\n${text}`,
        );
      }
      assert.match(text, /^12 of 12 users looked up\./);
      assert.ok(elapsed > 5000, `the last ids waited for a later window (${elapsed} ms)`);
      assert.deepEqual([...userRequests(standIn)].sort(), [...PROFILE_IDS].sort(), 'each id asked once');
      assert.deepEqual(
        standIn.requests.filter((r) => r.status === 429),
        [],
        'no 429',
      );
      assert.ok(!text.includes(key), 'the key is not in the result');
      assert.doesNotMatch(text, /command:|\]\(|\$\(/i, 'no link, command link or icon, even from the hostile profile');
    });

    it('profile text is data: no forged line starts a line of the result, whatever breaks it holds; no URL or HTML passes', async function () {
      this.timeout(2 * PATIENCE_MS);
      standIn = await useStandIn();
      await setKey(uniqueKey('agentHostile'));
      const text = await invoke(LOOKUP, { ids: [IDS.hostileFields] });
      assert.ok(text.includes(`User ${IDS.hostileFields}\n- XP: 9007199254740993\n- Sonhos: 7\n`), text);
      for (const forged of ['API key problem', 'User 519210962399346699', '- XP: 999999999']) {
        assert.doesNotMatch(
          text,
          new RegExp(`^${forged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
          `forged "${forged}" at column 0`,
        );
      }
      const otherBreak = [...text].findIndex((c) =>
        ['\r', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'].includes(c),
      );
      assert.equal(otherBreak, -1, 'no line break but \\n');
      assert.doesNotMatch(text, /https?:\/\/|www\.|<[a-z/!]/i, 'no bare URL or raw HTML');
      assert.match(text, /^- Gender: "a a a /m, 'the gender quoted, on one line');
      assert.ok(text.length < 32_000, `${text.length} characters`);
    });

    it('values above 2^53 arrive exact (9007199254740993, 4611686018427387905); ids that cannot be users are refused with the reason, unasked', async function () {
      this.timeout(2 * PATIENCE_MS);
      standIn = await useStandIn();
      await setKey(uniqueKey('agentBig'));
      const text = await invoke(LOOKUP, { ids: [IDS.bigNumbers, IDS.max, '12345'] });
      assert.ok(text.includes(`User ${IDS.bigNumbers}\n- XP: 9007199254740993\n- Sonhos: 4611686018427387905\n`), text);
      assert.deepEqual(userRequests(standIn), [IDS.bigNumbers], 'no request for the ids that cannot be users');
      assert.ok(text.includes(`${IDS.max} cannot be a Discord user: its date, 2084-09-06, is in the future.`), text);
      assert.ok(
        text.includes(
          '12345 cannot be a Discord user: an id of fewer than 17 digits dates from before the first accounts.',
        ),
        text,
      );
    });

    it('invalid ids are refused and named without a request; a repeated id is asked once; a pasted key is not echoed', async function () {
      this.timeout(2 * PATIENCE_MS);
      standIn = await useStandIn();
      const key = uniqueKey('agentInvalid');
      await setKey(key);
      const ids: unknown[] = [
        '12345abc',
        '0',
        '-5',
        '99999999999999999999',
        IDS.normal,
        ` ${IDS.normal} `,
        Number(IDS.normal),
        key,
      ];
      const text = await invoke(LOOKUP, { ids });
      assert.deepEqual(userRequests(standIn), [IDS.normal], 'only the valid id, once');
      assert.match(text, /^1 of 1 user looked up\./);
      assert.match(text, /1 repeated id was looked up once\./);
      assert.match(text, /Not valid ids \(no request was sent for them\):/);
      assert.match(text, /- entry 2, "0": 0 is not a user id\./);
      assert.match(text, /- entry 3, "-5": A user id is never negative/);
      assert.match(text, /- entry 4, "99999999999999999999": That is too long for a user id/);
      // What arrives is the number JSON made of it, its last digits already gone: shown as it came, and refused.
      assert.ok(text.includes(`- entry 7, ${String(Number(IDS.normal))}: a number, not a string`), text);
      assert.match(text, /- entry 1 \(not repeated here: it is not an id, and may be a secret\)/);
      assert.match(text, /- entry 8 \(not repeated here/);
      assert.ok(!text.includes(key) && !text.includes('12345abc'), 'entries with letters are not repeated');

      standIn.clearRequests();
      assert.match(await invoke(LOOKUP, { ids: 'not a list' }), /^The input must be \{"ids": \["…"\]\}/);
      assert.match(
        await invoke(LOOKUP, { ids: Array.from({ length: 51 }, () => IDS.normal) }),
        /^At most 50 ids per call, and this call has 51/,
      );
      assert.match(await invoke(LOOKUP, { ids: ['abc'] }), /^0 of 0 users looked up\./);
      assert.deepEqual(standIn.requests, [], 'malformed calls send nothing');
    });

    it('without a key: says what to do once, sends nothing', async function () {
      this.timeout(2 * PATIENCE_MS);
      standIn = await useStandIn();
      await vscode.commands.executeCommand('profileLookup.clearApiKey');
      const text = await invoke(LOOKUP, { ids: [IDS.normal, IDS.demoDev] });
      assert.match(text, /API key problem, for the user to fix: No API key is set: .*“Set API Key”/);
      assert.match(text, new RegExp(`User ${IDS.normal}: not looked up, because of the API key problem above\\.`));
      assert.match(text, new RegExp(`User ${IDS.demoDev}: not looked up, because of the API key problem above\\.`));
      assert.deepEqual(standIn.requests, []);
    });

    it('cancellation drops the requests not yet sent', async function () {
      this.timeout(3 * PATIENCE_MS);
      const paced = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
      standIn = paced;
      await setKey(uniqueKey('agentCancel'));
      const source = new vscode.CancellationTokenSource();
      const call = Promise.resolve(
        lm.invokeTool(LOOKUP, { input: { ids: PROFILE_IDS }, toolInvocationToken: undefined }, source.token),
      ).then(
        (result) => textOf(result),
        (error: unknown) => (error instanceof Error ? error.name : String(error)),
      );
      await waitUntil(() => userRequests(paced).length >= 5);
      const sentBeforeCancel = userRequests(standIn).length;
      assert.equal(sentBeforeCancel, 5, 'the first window was spent');
      source.cancel();
      const outcome = await call;
      // The next window opens about 5 s after the first answers: nothing may be sent then.
      await sleep(7000);
      assert.equal(
        userRequests(standIn).length,
        sentBeforeCancel,
        `no request after cancelling (the call ended with: ${outcome.slice(0, 200)})`,
      );
      assert.deepEqual(
        standIn.requests.filter((r) => r.status === 429),
        [],
      );
      source.dispose();
    });

    it('idsInText on a log line with mixed kinds: each kind as the hover reads it, creation and parts, no request', async function () {
      this.timeout(2 * PATIENCE_MS);
      standIn = await useStandIn();
      await setKey(uniqueKey('agentText'));
      const snowflake = (k: number): string => (1091693445122657960n + BigInt(k) * 4194304n).toString();
      const [guild, channel, role, user] = [snowflake(1), snowflake(2), snowflake(3), snowflake(4)];
      const line = `2026-11-25T10:12:03Z WARN guild_id=${guild} channel_id=${channel} <@&${role}> user_id=${user} ${IDS.normal} retried`;
      const text = await invoke(IDS_IN_TEXT, { text: line });
      assert.match(text, /^5 distinct ids in the text/);
      for (const [id, kind] of [
        [guild, 'Guild'],
        [channel, 'Channel'],
        [role, 'Role'],
        [user, 'User'],
        [IDS.normal, 'unknown kind'],
      ] as const) {
        assert.match(
          text,
          new RegExp(
            `^- ${id}: ${kind}[^\\n]*; created [^\\n]*\\d{4}[^\\n]*; worker \\d+, process \\d+, increment \\d+$`,
            'm',
          ),
          `${id} is ${kind} in\n${text}`,
        );
      }
      assert.match(text, /2 of them may be users/);
      await sleep(200);
      assert.deepEqual(standIn.requests, [], 'idsInText sends nothing');
    });
  });
}
