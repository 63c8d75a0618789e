// The window reset every test starts from (windowReset.ts), one kind of state at a time: each case leaves its kind
// of state as a test would, runs what runs between two tests (restoreSettings after the one, resetWindow before
// the next), and checks that nothing of it is left. A kind of state without a case here does not type-check.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ProfileLookupExports } from '../../src/extension';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { eightUserLog, LOG_USERS } from '../unit/features/idsView/core/logFixture';
import {
  activateExtension,
  lookupUser,
  openUntitled,
  profileTabs,
  setKey,
  setSetting,
  uniqueKey,
  updateSetting,
  useStandIn,
  waitForProfileTab,
  waitUntil,
} from './fixture';
import { waitForNotification } from './notificationProbe';
import { readWorkbenchPage, hasWorkbenchProbe } from './workbenchPage';
import { readSettings, resetWindow, restoreSettings, STATE_KINDS } from './windowReset';

/** What runs between two tests: the one's settings undone, then the window reset for the next. */
async function betweenTests(): Promise<void> {
  await restoreSettings();
  await resetWindow();
}

/** Every profileLookup.* setting but the base address, which the renewed stand-in changes (its own case checks it). */
function settingsButBaseUrl(): string {
  return JSON.stringify([...readSettings()].filter(([key]) => key !== 'baseUrl'));
}

interface StateCase {
  /** Leaves this kind of state behind, as a test would. */
  leave(this: Mocha.Context): Promise<void>;
  /** After betweenTests: nothing of it is left. */
  check(): Promise<void>;
}

describe('The window reset between tests leaves nothing of the test before', () => {
  let exports: ProfileLookupExports;
  let standIn: StandIn;

  before(async () => {
    exports = await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('reset'));
  });

  after(async () => {
    await standIn.close();
  });

  const pathsAsked = () => standIn.requests.map((r) => r.path);
  let addressBefore = '';
  let settingsBefore = '';

  const cases: Record<(typeof STATE_KINDS)[number], StateCase> = {
    'service memory': {
      // Cached, and remembered for the base address: asked again in the same window, no request would go.
      async leave() {
        assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
      },
      async check() {
        standIn.clearRequests();
        assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
        assert.deepEqual(pathsAsked(), [`/v1/users/${IDS.normal}`], 'the next test asks the service itself');
      },
    },
    'stand-in': {
      async leave() {
        addressBefore = standIn.url;
        await lookupUser(IDS.demoArtist);
        assert.ok(standIn.requests.length > 0);
      },
      async check() {
        assert.deepEqual(standIn.requests, [], 'no request of the test before');
        assert.notEqual(standIn.url, addressBefore, 'a base address the test before did not use');
        const baseUrl = vscode.workspace.getConfiguration('profileLookup').inspect('baseUrl')?.globalValue;
        assert.equal(baseUrl, standIn.url, 'profileLookup.baseUrl points at it');
      },
    },
    'editors and panels': {
      async leave() {
        await vscode.window.showTextDocument(await openUntitled('log', `user=${IDS.normal}\n`));
        await lookupUser(IDS.bigNumbers);
        assert.ok(await waitForProfileTab(`User ${IDS.bigNumbers}`));
      },
      async check() {
        assert.ok(await waitUntil(() => profileTabs().length === 0), 'no profile panel');
        assert.deepEqual(
          vscode.window.visibleTextEditors.map((e) => e.document.uri.toString()),
          [],
          'no editor',
        );
      },
    },
    'Ids view': {
      async leave() {
        await vscode.window.showTextDocument(await openUntitled('log', eightUserLog()));
        await vscode.commands.executeCommand('profileLookup.showIdsInFile');
        await vscode.commands.executeCommand('profileLookup.ids.pin');
        await vscode.commands.executeCommand('profileLookup.ids.sort', 'xp');
        await vscode.commands.executeCommand('profileLookup.ids.showUsersOnly');
        assert.equal(exports.idsView().pinned, true);
        assert.equal(exports.idsView().groups.length, 1, 'users only');
      },
      async check() {
        const view = exports.idsView();
        assert.deepEqual([view.pinned, view.running], [false, false], 'not pinned, nothing running');
        await vscode.window.showTextDocument(await openUntitled('log', eightUserLog()));
        await vscode.commands.executeCommand('profileLookup.showIdsInFile');
        const shown = exports.idsView();
        assert.deepEqual(
          shown.groups.map((g) => g.label),
          ['Users', 'Guilds', 'Channels', 'Messages', 'Roles'],
          'every kind of id',
        );
        assert.deepEqual(
          shown.groups[0]!.rows.map((r) => r.label),
          [...LOG_USERS],
          'in file order',
        );
      },
    },
    notifications: {
      async leave() {
        // The workbench page shows them; the desktop launcher has none to read.
        if (!hasWorkbenchProbe()) this.skip();
        void vscode.window.showInformationMessage('A notification left by the test before');
        await waitForNotification(/left by the test before/);
      },
      async check() {
        await vscode.commands.executeCommand('notifications.showList');
        try {
          const shown = await readWorkbenchPage<{ message: string }[]>('/notifications');
          assert.deepEqual(
            shown.filter((n) => n.message.includes('left by the test before')),
            [],
          );
        } finally {
          await vscode.commands.executeCommand('notifications.hideList');
        }
      },
    },
    settings: {
      async leave() {
        settingsBefore = settingsButBaseUrl();
        await setSetting('hover.enabled', false);
        await setSetting('requestTimeoutSeconds', 3);
        await updateSetting('hover.unknownIds', 'idOnly', 'workspace');
        assert.notEqual(settingsButBaseUrl(), settingsBefore);
      },
      async check() {
        assert.equal(settingsButBaseUrl(), settingsBefore, 'user and workspace settings as before');
      },
    },
  };

  for (const kind of STATE_KINDS) {
    it(`${kind}: what a test leaves is gone for the next`, async function () {
      const { leave, check } = cases[kind];
      await leave.call(this);
      await betweenTests();
      await check();
    });
  }
});
