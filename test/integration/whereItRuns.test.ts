// extensionKind ["ui", "workspace"]: VS Code may run the extension on either side of a remote connection, and
// whichever side it runs on must both send the requests and hold the key. code-server is such a remote: the
// workbench (the window) runs in the browser, the extension in the server's extension host (in desktop VS Code
// through test:electron, both are local). The stand-in API is started inside that extension host too, so the
// connection's two ends can be matched here.
import * as assert from 'node:assert/strict';
import * as diagnostics from 'node:diagnostics_channel';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Socket } from 'node:net';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  EXTENSION_ID,
  lookupUser,
  setKey,
  setSetting,
  uniqueKey,
  useStandIn,
} from './fixture';

interface PortPair {
  local: number | undefined;
  remote: number | undefined;
}

/** Collects the port pairs of the sockets a diagnostics channel reports while `work` runs. */
async function socketsSeenOn(
  channel: string,
  pick: (message: unknown) => Socket | undefined,
  work: () => Promise<void>,
): Promise<PortPair[]> {
  const seen: PortPair[] = [];
  const listener = (message: unknown) => {
    const socket = pick(message);
    if (socket) seen.push({ local: socket.localPort, remote: socket.remotePort });
  };
  diagnostics.subscribe(channel, listener);
  try {
    await work();
  } finally {
    diagnostics.unsubscribe(channel, listener);
  }
  return seen;
}

/** Every file under `dir`, depth first; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

describe('Where it runs: the extension host of this window (extensionKind ui, workspace)', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    // Panels left open by earlier files would refresh against the new stand-in and add requests of their own.
    await closeAllEditors();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    // Every lookup here must reach the stand-in, whatever earlier files left in the cache.
    await setSetting('cache.ttlSeconds', 0);
  });

  after(async () => {
    await closeAllEditors();
    await setSetting('cache.ttlSeconds', undefined);
    await standIn.close();
  });

  it('runs in the extension host VS Code chose: the remote (workspace) one when the window has a remote', () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    if (vscode.env.uiKind === vscode.UIKind.Web) {
      assert.ok(vscode.env.remoteName, 'a web window runs this extension only with a remote (code-server)');
    }
    const expected = vscode.env.remoteName ? vscode.ExtensionKind.Workspace : vscode.ExtensionKind.UI;
    assert.equal(extension.extensionKind, expected, `remote: ${vscode.env.remoteName ?? 'none'}`);
  });

  it('sends the request from this extension host process: the stand-in sees a connection opened here', async () => {
    await setKey(uniqueKey('where'));
    standIn.clearRequests();
    let clientSockets: PortPair[] = [];
    // The server end of each request the stand-in received, and the client end of each request undici sent
    // (the extension's bundled undici and Node's own both report on these channels, for this process only).
    const serverSockets = await socketsSeenOn(
      'http.server.request.start',
      (message) => (message as { socket?: Socket }).socket,
      async () => {
        clientSockets = await socketsSeenOn(
          'undici:client:sendHeaders',
          (message) => (message as { socket?: Socket }).socket,
          async () => {
            assert.deepEqual(await lookupUser(IDS.demoStreamer), { id: IDS.demoStreamer, state: 'profile' });
          },
        );
      },
    );
    assert.equal(standIn.requests.length, 1, 'one request');
    assert.equal(standIn.requests[0]?.path, `/v1/users/${IDS.demoStreamer}`);
    const atStandIn = serverSockets.filter((pair) => pair.local === standIn.port);
    assert.equal(atStandIn.length, 1, `the stand-in on port ${standIn.port} saw ${JSON.stringify(serverSockets)}`);
    const clientPort = atStandIn[0]!.remote;
    assert.ok(clientPort, 'the stand-in knows the port the request came from');
    const sentHere = clientSockets.filter((pair) => pair.remote === standIn.port && pair.local === clientPort);
    assert.equal(
      sentHere.length,
      1,
      `no socket of this process (pid ${process.pid}) sent it from port ${clientPort}: ${JSON.stringify(clientSockets)}`,
    );
  });

  it("keeps the key in the window's secret storage: read back through it, and in none of the host's files", async () => {
    const stateDir = process.env.INTEGRATION_HOST_STATE_DIR;
    assert.ok(
      stateDir,
      "the launcher says where the extension host's side keeps its files (INTEGRATION_HOST_STATE_DIR)",
    );
    const key = uniqueKey('stays-in-window');
    await setKey(key);
    standIn.clearRequests();
    assert.deepEqual(await lookupUser(IDS.unknownGender), { id: IDS.unknownGender, state: 'profile' });
    assert.equal(standIn.requests.at(-1)?.authorization, key, 'the extension read the key back from secret storage');

    // Settings, global state, logs and the extension's storage on this host: the key is in none of them. The
    // stand-in's address, written to the user settings by this suite, is found: the scan reads the right place.
    const files = filesUnder(stateDir);
    const holding = (needle: string) =>
      files.filter((file) => fs.readFileSync(file).includes(Buffer.from(needle, 'utf8')));
    assert.ok(
      holding(standIn.url).some((file) => file.endsWith(path.join('User', 'settings.json'))),
      'the scan sees the user settings',
    );
    assert.deepEqual(holding(key), [], `the key was written to the host's disk`);
  });
});
