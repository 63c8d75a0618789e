// The hover's two parts against the real data layer and a stand-in on 127.0.0.1 (the `vscode` module and
// the document are stand-ins, see hoverRig.ts): non-user ids cost nothing, a queued profile fills the same
// hover in, the no-key line is on every hover, and a hover that is left drops its unsent request.
import * as assert from 'node:assert/strict';
import { startStandIn, type StandIn } from '../../../stand-in/server';
import { IDS, PROFILE_IDS } from '../../../stand-in/users';
import {
  cancellable,
  fakeDocument,
  hoverRig,
  positionOf,
  testKey,
  useFakeVscode,
  type HoverRig,
} from '../../../support/hoverRig';

const GUILD = '613425648685547541';
const CHANNEL = '1091693445122657960';
const MESSAGE = '1159407127759029715';
const EMOJI = '620589219841242911';

function userRequests(standIn: StandIn): string[] {
  return standIn.requests.filter((r) => r.path.startsWith('/v1/users/')).map((r) => r.path.slice('/v1/users/'.length));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hover providers (fake vscode, real data layer, stand-in)', function () {
  this.timeout(30_000);
  useFakeVscode();
  const rigs: HoverRig[] = [];
  const standIns: StandIn[] = [];
  afterEach(async () => {
    for (const rig of rigs.splice(0)) rig.dispose();
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  async function setUp(
    options: Parameters<typeof startStandIn>[0] = {},
    rigOptions: Partial<Parameters<typeof hoverRig>[0]> = {},
  ) {
    const standIn = await startStandIn(options);
    standIns.push(standIn);
    const rig = hoverRig({ baseUrl: standIn.url, key: testKey('hover'), ...rigOptions });
    rigs.push(rig);
    return { standIn, rig };
  }

  const nonUserCases: [kindName: string, text: string, id: string][] = [
    ['Channel', `moved to <#${CHANNEL}> today`, CHANNEL],
    ['Role', `ping <@&${GUILD}> now`, GUILD],
    ['Emoji', `nice <:lori_feliz:${EMOJI}>`, EMOJI],
    ['Guild', `https://discord.com/channels/${GUILD}/${CHANNEL}/${MESSAGE}`, GUILD],
    ['Channel', `https://discord.com/channels/${GUILD}/${CHANNEL}/${MESSAGE}`, CHANNEL],
    ['Message', `https://discord.com/channels/${GUILD}/${CHANNEL}/${MESSAGE}`, MESSAGE],
    ['Guild', `INFO guild_id=${GUILD} ready`, GUILD],
    ['Webhook', `webhook_id=${MESSAGE}`, MESSAGE],
    ['Snowflake', `attachment_id=${MESSAGE}`, MESSAGE],
  ];
  for (const [kindName, text, id] of nonUserCases) {
    it(`${kindName} in "${text.slice(0, 40)}": says what it is, from the id alone, and sends nothing`, async () => {
      const { standIn, rig } = await setUp();
      const doc = fakeDocument(text);
      const parts = rig.hover(doc, positionOf(doc, id));
      const [facts, profile] = await Promise.all([parts.facts, parts.profile]);
      assert.match(facts ?? '', new RegExp(`^\\*\\*${kindName} \`${id}\`\\*\\* · created .+ \\\\\\(.+ ago\\\\\\)`));
      assert.match(facts ?? '', /Worker \d+ · process \d+ · increment \d+/);
      assert.match(facts ?? '', /command:profileLookup\.copyId\?/, 'Copy Id as for users');
      // A misread costs one click: Look Up as User opens the profile (no request until it is clicked).
      assert.match(facts ?? '', /\[Look Up as User\]\(command:profileLookup\.lookupUser\?/, 'Look Up as User');
      assert.doesNotMatch(facts ?? '', /Set an API key/, 'a key is set');
      assert.equal(profile, undefined, 'no profile part');
      await sleep(50);
      assert.deepEqual(userRequests(standIn), [], 'no request');
    });
  }

  it('a guild names its shard when the shard count is set, and not otherwise', async () => {
    const { rig } = await setUp({}, { settings: { hoverShardCount: 16 } });
    const doc = fakeDocument(`guild_id=${GUILD}`);
    const facts = await rig.hover(doc, positionOf(doc, GUILD)).facts;
    // (613425648685547541 >> 22) = 146252071544, and 146252071544 % 16 = 8.
    assert.match(facts ?? '', /Shard 8 of 16/);
    const channelDoc = fakeDocument(`channel_id=${CHANNEL}`);
    assert.doesNotMatch(
      (await rig.hover(channelDoc, positionOf(channelDoc, CHANNEL)).facts) ?? '',
      /Shard/,
      'only a guild has a shard',
    );
    const { rig: unset } = await setUp();
    assert.doesNotMatch((await unset.hover(doc, positionOf(doc, GUILD)).facts) ?? '', /Shard/);
  });

  it('a user id: the first part answers at once, the second brings the profile, one request', async () => {
    const { standIn, rig } = await setUp();
    const doc = fakeDocument(`INFO user=${IDS.bigNumbers} joined`);
    const parts = rig.hover(doc, positionOf(doc, IDS.bigNumbers));
    const facts = await parts.facts;
    assert.match(facts ?? '', new RegExp(`^\\*\\*User \`${IDS.bigNumbers}\`\\*\\*`));
    assert.doesNotMatch(facts ?? '', /Sonhos/);
    const profile = await parts.profile;
    assert.match(profile ?? '', /XP \*\*9,007,199,254,740,993\*\*/);
    assert.match(profile ?? '', /command:profileLookup\.lookupUser\?/);
    assert.deepEqual(userRequests(standIn), [IDS.bigNumbers]);
    assert.equal(rig.hovered(), 2, 'each part shown counts for the walkthrough');
  });

  it('a cached profile is one part, with no second part and no request', async () => {
    const { standIn, rig } = await setUp();
    const doc = fakeDocument(`user=${IDS.normal}`);
    await rig.hover(doc, positionOf(doc, IDS.normal)).profile;
    const again = rig.hover(doc, positionOf(doc, IDS.normal));
    const [facts, profile] = await Promise.all([again.facts, again.profile]);
    assert.match(facts ?? '', /^\*\*User .*\n[\s\S]*Sonhos \*\*/);
    assert.equal(profile, undefined);
    assert.deepEqual(userRequests(standIn), [IDS.normal]);
  });

  it('both parts take one decision: a profile cached between the two calls is still shown once', async () => {
    const { rig } = await setUp();
    const doc = fakeDocument(`user=${IDS.banned}`);
    const position = positionOf(doc, IDS.banned);
    const factsDecision = rig.decisions.take(doc, position, 'facts');
    assert.equal(factsDecision?.cached, undefined);
    const fetched = await rig.service.lookup(IDS.banned, { priority: 'explicit' });
    assert.ok(fetched.ok);
    assert.ok(rig.service.peek(IDS.banned), 'now cached');
    assert.equal(
      rig.decisions.take(doc, position, 'profile'),
      factsDecision,
      "the second part takes the first part's decision",
    );
    assert.notEqual(rig.decisions.take(doc, position, 'profile'), factsDecision, 'a plan is taken once per part');
  });

  it('twelve hovers under a small limit: each fills in with its profile, queued ones say why, no 429', async function () {
    this.timeout(60_000);
    // 3 per 2 s: the twelve take four windows, long past any hover budget.
    const { standIn, rig } = await setUp({ rateLimit: { limit: 3, windowMs: 2000 } });
    const doc = fakeDocument(PROFILE_IDS.map((id) => `user=${id}`).join('\n'));
    // The first answer teaches the scheduler the limit; then the other eleven at once.
    const first = rig.hover(doc, positionOf(doc, PROFILE_IDS[0]!));
    assert.match((await first.profile) ?? '', /Sonhos/);
    const started = Date.now();
    const hovers = PROFILE_IDS.slice(1).map((id) => rig.hover(doc, positionOf(doc, id)));
    const facts = await Promise.all(hovers.map((h) => h.facts));
    const profiles = await Promise.all(hovers.map((h) => h.profile));
    const elapsed = Date.now() - started;
    for (const [i, profile] of profiles.entries())
      assert.match(profile ?? '', /Sonhos \*\*/, `hover ${i + 1} filled in`);
    assert.ok(elapsed > 2000, `the queue took ${elapsed} ms: the profile part waited past a window`);
    const waiting = facts.filter((f) =>
      /Waiting for the rate limit\\: about \d+ s\\. The profile will show here/.test(f ?? ''),
    );
    assert.equal(
      waiting.length,
      9,
      'the nine queued behind the window say they wait for the rate limit; the two sent at once say nothing',
    );
    for (const f of facts) assert.doesNotMatch(f ?? '', /hover again/i);
    assert.deepEqual([...userRequests(standIn)].sort(), [...PROFILE_IDS].sort(), 'each id asked once');
    assert.deepEqual(
      standIn.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
  });

  it('a wait longer than the request time-out comes back as one line with the time, not a hover that never fills in', async () => {
    const { rig } = await setUp(
      { rateLimit: { limit: 1, windowMs: 30_000 } },
      { settings: { requestTimeoutMs: 2000 } },
    );
    const doc = fakeDocument(`user=${IDS.normal}\nuser=${IDS.banned}`);
    assert.match((await rig.hover(doc, positionOf(doc, IDS.normal)).profile) ?? '', /Sonhos/);
    const second = await rig.hover(doc, positionOf(doc, IDS.banned)).profile;
    assert.match(second ?? '', /Rate limited\\: free again in (2\d|3[01]) s\\./);
    assert.match(second ?? '', /command:profileLookup\.lookupUser\?/);
  });

  it('a slow service: the hover says so while this request is answered, fills in, and a later failure stands alone', async () => {
    const { rig } = await setUp({ slowMs: 1600 });
    const doc = fakeDocument(`user=${IDS.slow}\nuser=${IDS.normal}`);
    const first = rig.hover(doc, positionOf(doc, IDS.slow));
    assert.equal(
      await Promise.race([first.facts.then(() => 'facts'), first.profile.then(() => 'profile')]),
      'facts',
      'the first part answers at once',
    );
    assert.doesNotMatch((await first.facts) ?? '', /slow/, 'nothing known yet');
    await sleep(1100);
    const again = rig.hover(fakeDocument(`owner=${IDS.slow}`), { line: 0, character: 8 } as never);
    assert.match(
      (await again.facts) ?? '',
      /The service is slow to answer\\: asked [12] s ago\\. The profile will show here/,
    );
    assert.match((await first.profile) ?? '', /Sonhos/);
    assert.match(
      (await again.profile) ?? '',
      /Sonhos/,
      'the second hover of the same id fills in from the same request',
    );
    // Issue 27: after a slow answer, the hover of an id the service fails showed the leftover "slow to answer
    // … will show here" beside "failed to answer (HTTP 500)". Notes come from this lookup's state only.
    const failing = rig.hover(fakeDocument(`user=${IDS.serverError}`), { line: 0, character: 6 } as never);
    const [facts, profile] = [(await failing.facts) ?? '', (await failing.profile) ?? ''];
    assert.match(profile, /HTTP 500/);
    assert.doesNotMatch(facts + profile, /slow to answer|will show here/);
  });

  it('without a key every hover says so in one line, with Set API Key and the API keys page, and sends nothing', async () => {
    const { standIn, rig } = await setUp({}, { key: undefined });
    const doc = fakeDocument(`user=${IDS.normal} in <#${CHANNEL}>, seen ${IDS.banned}`);
    for (let round = 0; round < 3; round++) {
      for (const id of [IDS.normal, CHANNEL, IDS.banned]) {
        const parts = rig.hover(doc, positionOf(doc, id));
        const [facts, profile] = await Promise.all([parts.facts, parts.profile]);
        const lines = (facts ?? '').split('\n').filter((l) => /Set an API key/.test(l));
        assert.equal(lines.length, 1, `round ${round}, ${id}: one line`);
        assert.match(
          lines[0]!,
          /\(command:profileLookup\.setApiKey "Set API Key"\) · \[Get a key\]\(command:profileLookup\.openApiKeysPage "Get a key"\)/,
        );
        assert.equal(profile, undefined);
      }
    }
    assert.deepEqual(userRequests(standIn), []);
    rig.setKey(testKey('later'));
    const after = rig.hover(doc, positionOf(doc, IDS.normal));
    assert.doesNotMatch((await after.facts) ?? '', /Set an API key/);
    assert.match((await after.profile) ?? '', /Sonhos/, 'a key set later is used at once');
  });

  it('cancelling the hover drops its request while it waits in the queue; a sent one finishes into the cache', async () => {
    const { standIn, rig } = await setUp({ rateLimit: { limit: 1, windowMs: 1500 } });
    const doc = fakeDocument(`user=${IDS.normal}\nuser=${IDS.banned}\nuser=${IDS.hostile}`);
    assert.match((await rig.hover(doc, positionOf(doc, IDS.normal)).profile) ?? '', /Sonhos/);
    const left = cancellable();
    const queued = rig.hover(doc, positionOf(doc, IDS.banned), left.token);
    assert.match((await queued.facts) ?? '', /Waiting for the rate limit/);
    await sleep(100);
    left.cancel();
    assert.equal(await queued.profile, undefined, 'a left hover shows nothing more');
    // The window reopens; a third id proves the queue moves on without the dropped one.
    const third = await rig.hover(doc, positionOf(doc, IDS.hostile)).profile;
    assert.match(third ?? '', /Sonhos/);
    assert.deepEqual(userRequests(standIn), [IDS.normal, IDS.hostile], 'the cancelled id was never sent');
    assert.equal(rig.service.peek(IDS.banned), undefined);
  });

  it('unknown ids: looked up by default; with unknownIds idOnly, what the id tells and a link to look it up, no request', async () => {
    const text = `2026-11-22 INFO ${IDS.normal} ok`;
    const { standIn, rig } = await setUp({}, { settings: { hoverUnknownIds: 'idOnly' } });
    const doc = fakeDocument(text);
    const parts = rig.hover(doc, positionOf(doc, IDS.normal));
    const [facts, profile] = await Promise.all([parts.facts, parts.profile]);
    assert.match(facts ?? '', new RegExp(`^\\*\\*Id \`${IDS.normal}\`\\*\\*`));
    assert.match(facts ?? '', /\[Look Up as User\]\(command:profileLookup\.lookupUser\?/);
    assert.equal(profile, undefined);
    assert.deepEqual(userRequests(standIn), []);
    // A user id is looked up whatever the setting says.
    const userDoc = fakeDocument(`author_id=${IDS.normal}`);
    assert.match((await rig.hover(userDoc, positionOf(userDoc, IDS.normal)).profile) ?? '', /Sonhos/);

    const { rig: lookUp } = await setUp();
    const looked = lookUp.hover(doc, positionOf(doc, IDS.normal));
    assert.match((await looked.facts) ?? '', /^\*\*User /);
    assert.match((await looked.profile) ?? '', /Sonhos/);
  });

  it('gives no hover where there is no id, and none when hovers are off', async () => {
    const { rig } = await setUp();
    const doc = fakeDocument('count=12345678901234567890 uuid f47ac10b-58cc-4372-a567-0e02b2c3d479');
    const parts = rig.hover(doc, positionOf(doc, '1234567890', 5));
    assert.deepEqual(await Promise.all([parts.facts, parts.profile]), [undefined, undefined]);
    const { standIn, rig: off } = await setUp({}, { settings: { hoverDisabledLanguages: ['log'] } });
    const logDoc = fakeDocument(`user=${IDS.normal}`);
    const offParts = off.hover(logDoc, positionOf(logDoc, IDS.normal));
    assert.deepEqual(await Promise.all([offParts.facts, offParts.profile]), [undefined, undefined]);
    assert.deepEqual(userRequests(standIn), []);
  });
});
