// Nothing runs as root that does not need root: run as root, `npm ci` and the code-server builds in .cache/ run as the
// clone's owner (test/harness/cloneOwner.mjs), with the owner's HOME and npm cache; apt-get is the only part that needs
// root. The decision is held by a table; the change of user itself by real child processes on a scratch "clone" owned
// by another user (nobody, 65534), when this suite runs as root (as CI's container does) - otherwise there is no other
// user to become, and the test holds that nothing changes.
import * as assert from 'node:assert/strict';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneOwnerRun } from '../harness/cloneOwner.mjs';
import { ensureCodeServer, installAsOwner } from '../harness/codeServerInstall.mjs';
import { NEWEST_TARGET } from '../harness/vscodeTargets.mjs';

const PASSWD = 'root:x:0:0:root:/root:/bin/bash\ndev:x:1000:100:Dev:/home/dev:/bin/bash\nci:x:1001:1001::/:/bin/sh\n';
const NOBODY = 65534;

describe('nothing runs as root that does not need root: npm ci and the code-server builds run as the clone owner', () => {
  it('who runs them, and with which HOME and npm cache', () => {
    const table: [
      label: string,
      machine: { uid: number; ownerUid: number; ownerGid: number },
      as: { uid: number; gid: number } | undefined,
      home: string | undefined,
      cache: string | undefined,
    ][] = [
      ['a user on their own clone', { uid: 1000, ownerUid: 1000, ownerGid: 100 }, undefined, '/root-env', undefined],
      [
        'a user on root’s clone (cannot change user)',
        { uid: 1000, ownerUid: 0, ownerGid: 0 },
        undefined,
        '/root-env',
        undefined,
      ],
      [
        'root on a user’s clone',
        { uid: 0, ownerUid: 1000, ownerGid: 100 },
        { uid: 1000, gid: 100 },
        '/home/dev',
        '/home/dev/.npm',
      ],
      [
        'root on a clone of a user with no home',
        { uid: 0, ownerUid: 4242, ownerGid: 4242 },
        { uid: 4242, gid: 4242 },
        '/clone/.cache/home',
        '/clone/.cache/npm',
      ],
      [
        'root on root’s clone (a container’s): root, and it says why',
        { uid: 0, ownerUid: 0, ownerGid: 0 },
        undefined,
        '/root-env',
        undefined,
      ],
    ];
    for (const [label, machine, as, home, cache] of table) {
      const run = cloneOwnerRun('/clone', { ...machine, passwd: PASSWD, env: { HOME: '/root-env', PATH: '/bin' } });
      assert.deepEqual(run.as, as, label);
      assert.equal(run.env.HOME, home, label);
      assert.equal(run.env.npm_config_cache, cache, label);
      assert.equal(run.env.PATH, '/bin', `${label}: the rest of the environment is kept`);
      assert.equal(run.user.kind === 'root' && /belongs to root/.test(run.user.why), label.includes('says why'), label);
    }
  });

  describe('the change of user, in real child processes', () => {
    let clone: string;
    beforeEach(() => {
      clone = mkdtempSync(join(tmpdir(), 'clone-owner-'));
      chmodSync(clone, 0o755);
    });
    afterEach(() => rmSync(clone, { recursive: true, force: true }));
    const root = process.getuid?.() === 0;

    it('a build runs as the clone’s owner: what it writes is the owner’s, and its lines come back', async function () {
      this.timeout(60_000);
      if (!root) {
        // No other user to become: the build runs as this user, unchanged.
        assert.equal(cloneOwnerRun(clone).as, undefined);
        return;
      }
      chownSync(clone, NOBODY, NOBODY);
      const cacheDir = join(clone, '.cache');
      // A stand-in for the build (npm install and compilers would take minutes): it records who it runs as.
      const standIn = join(clone, 'standInBuild.mjs');
      writeFileSync(
        standIn,
        "import { mkdirSync, writeFileSync } from 'node:fs';\n" +
          'const [cacheDir, vscode] = process.argv.slice(2);\n' +
          'mkdirSync(cacheDir, { recursive: true });\n' +
          "writeFileSync(cacheDir + '/built.json', JSON.stringify({ uid: process.getuid(), home: process.env.HOME, cache: process.env.npm_config_cache, vscode }));\n" +
          "console.log('step 1 of 1: built');\n",
      );
      const lines: string[] = [];
      await installAsOwner(cacheDir, NEWEST_TARGET, cloneOwnerRun(clone), (line) => lines.push(line), standIn);
      const built = JSON.parse(readFileSync(join(cacheDir, 'built.json'), 'utf8')) as Record<string, unknown>;
      assert.deepEqual(built, {
        uid: NOBODY,
        // nobody's home is /nonexistent in /etc/passwd: the owner's own, as npm ci gets it.
        home: '/nonexistent',
        cache: '/nonexistent/.npm',
        vscode: NEWEST_TARGET.vscode,
      });
      assert.equal(statSync(join(cacheDir, 'built.json')).uid, NOBODY, 'the build wrote as the owner');
      assert.deepEqual(lines, [
        `building VS Code ${NEWEST_TARGET.vscode} as the repository's owner (user ${NOBODY}), not as root`,
        'step 1 of 1: built',
      ]);
    });

    it('ensureCodeServer takes that path as root: a .cache/ the owner cannot write fails as the owner, making nothing', async function () {
      this.timeout(60_000);
      if (!root) {
        assert.equal(cloneOwnerRun(clone).as, undefined);
        return;
      }
      chownSync(clone, NOBODY, NOBODY);
      // Left by an earlier run as root: the owner may not write into it, so the owner's build stops at its first step.
      const cacheDir = join(clone, '.cache');
      mkdirSync(cacheDir, { mode: 0o755 });
      const lines: string[] = [];
      await assert.rejects(
        ensureCodeServer(cacheDir, (line) => lines.push(line), NEWEST_TARGET),
        new RegExp(
          `building VS Code ${NEWEST_TARGET.vscode.replace(/\./g, '\\.')} as user ${NOBODY} failed \\(exit 1\\)`,
        ),
      );
      assert.ok(lines[0]?.includes(`as the repository's owner (user ${NOBODY}), not as root`), lines.join('\n'));
      assert.ok(
        lines.some((line) => /EACCES: permission denied, mkdir .*\.cache\/node-/.test(line)),
        `the owner's error comes back in words: ${lines.join('\n')}`,
      );
      assert.equal(existsSync(join(cacheDir, `node-${NEWEST_TARGET.node}`)), false, 'root made nothing in its place');
    });
  });
});
