// The hover of a remembered profile (fake vscode, real data layer and store, stand-in on 127.0.0.1): a second
// "day" is a second rig on the same global storage folder.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { startStandIn, type StandIn } from '../../../stand-in/server';
import { IDS } from '../../../stand-in/users';
import { fakeDocument, hoverRig, positionOf, testKey, useFakeVscode, type HoverRig } from '../../../support/hoverRig';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hover of remembered profiles (fake vscode, real data layer and store, stand-in)', function () {
  this.timeout(30_000);
  useFakeVscode();
  const rigs: HoverRig[] = [];
  const standIns: StandIn[] = [];
  let storageFolder: string;
  beforeEach(async () => {
    storageFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-hover-'));
  });
  afterEach(async () => {
    // What a hover counted as a use is written before the folder goes (a write under way would make it again).
    for (const rig of rigs) await rig.service.flushRemembered();
    for (const rig of rigs.splice(0)) rig.dispose();
    await Promise.all(standIns.splice(0).map((s) => s.close()));
    await fs.rm(storageFolder, { recursive: true, force: true });
  });

  const doc = fakeDocument(`user_id=${IDS.normal} joined`);
  const at = positionOf(doc, IDS.normal);

  async function firstDay(): Promise<StandIn> {
    const standIn = await startStandIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    standIns.push(standIn);
    const rig = hoverRig({ baseUrl: standIn.url, key: testKey('day1'), storageFolder });
    rigs.push(rig);
    assert.match((await rig.hover(doc, at).profile) ?? '', /XP \*\*/);
    await rig.service.flushRemembered();
    return standIn;
  }

  it('within the TTL: the second day’s hover shows the profile with no request and no age line', async () => {
    const standIn = await firstDay();
    const before = standIn.requests.length;
    const rig = hoverRig({ baseUrl: standIn.url, key: testKey('day2'), storageFolder });
    rigs.push(rig);
    const first = rig.hover(doc, at);
    assert.match((await first.profile) ?? '', /XP \*\*/);
    // Once the store is loaded, the first part shows it whole.
    const second = rig.hover(doc, at);
    assert.match((await second.facts) ?? '', /XP \*\*/);
    assert.equal(await second.profile, undefined);
    assert.equal(standIn.requests.length, before);
    assert.doesNotMatch((await first.profile) ?? '', /Remembered profile/);
  });

  it('offline and older than the TTL: the profile shows with its age and why it was not refreshed', async () => {
    const standIn = await firstDay();
    await standIn.close();
    const rig = hoverRig({ baseUrl: standIn.url, key: testKey('day2'), storageFolder, settings: { cacheTtlMs: 1 } });
    rigs.push(rig);
    const first = (await rig.hover(doc, at).profile) ?? '';
    assert.match(
      first,
      /^\$\(history\) Remembered profile\\?, as of (now|\d+ seconds? ago)\\?\. Refreshing…\n\nXP \*\*/,
    );
    for (let i = 0; i < 100 && !(rig.service.state().showingRemembered ?? false); i++) await sleep(20);
    const second = (await rig.hover(doc, at).profile) ?? '';
    assert.match(
      second,
      /^\$\(history\) Remembered profile\\?, as of .+ Not refreshed\\?: offline\\?, or the service cannot be reached\\?\.\n\nXP \*\*/,
    );
    assert.doesNotMatch(second, /Offline, or the service cannot be reached\./, 'no error in place of the profile');
  });
});
