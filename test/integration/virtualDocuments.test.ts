// virtualWorkspaces: true claims the extension works where documents are not files on a disk: untitled buffers,
// read-only documents that another extension provides, and the files of a virtual file system (as in a
// vscode-vfs:// or vscode-remote-repositories workspace). Each gets the same hover as a file.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, openUntitled, closeAllEditors, setKey, uniqueKey, useStandIn } from './fixture';
import { groupedInteger, hoverUntil, positionOf } from './hoverProbe';

const LOG_LINE = (id: string) => `2026-11-22T10:00:00Z INFO gateway READY user=${id} shard=0\n`;

/** A read-only file system with one file, registered as a virtual workspace's provider would be. */
class OneFileSystem implements vscode.FileSystemProvider {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  constructor(private readonly content: Uint8Array) {}

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }
  stat(uri: vscode.Uri): vscode.FileStat {
    if (uri.path === '/') return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    if (uri.path === '/app.log')
      return { type: vscode.FileType.File, ctime: 0, mtime: 0, size: this.content.byteLength };
    throw vscode.FileSystemError.FileNotFound(uri);
  }
  readDirectory(): [string, vscode.FileType][] {
    return [['app.log', vscode.FileType.File]];
  }
  readFile(uri: vscode.Uri): Uint8Array {
    if (uri.path !== '/app.log') throw vscode.FileSystemError.FileNotFound(uri);
    return this.content;
  }
  createDirectory(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  writeFile(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  delete(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  rename(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
}

describe('Hovers on documents that are not files (virtualWorkspaces: true)', () => {
  let standIn: StandIn;
  const registrations: vscode.Disposable[] = [];

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('virtual'));
  });

  after(async () => {
    await closeAllEditors();
    for (const registration of registrations.splice(0)) registration.dispose();
    await standIn.close();
  });

  it('a read-only document of a TextDocumentContentProvider (a custom scheme)', async () => {
    const scheme = 'profile-lookup-test-content';
    registrations.push(
      vscode.workspace.registerTextDocumentContentProvider(scheme, {
        provideTextDocumentContent: () => LOG_LINE(IDS.demoDev),
      }),
    );
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(`${scheme}:/gateway/app.log`));
    assert.equal(doc.uri.scheme, scheme);
    const xp = groupedInteger('1482907');
    const hovers = await hoverUntil(doc, positionOf(doc, IDS.demoDev), (markdown) => xp.test(markdown));
    assert.equal(hovers.length, 1, 'one hover from this extension');
    assert.match(hovers[0]!, xp);
  });

  it('a file of a FileSystemProvider (a virtual file system), opened in an editor', async () => {
    const scheme = 'profile-lookup-test-vfs';
    registrations.push(
      vscode.workspace.registerFileSystemProvider(
        scheme,
        new OneFileSystem(new TextEncoder().encode(LOG_LINE(IDS.demoArtist))),
        {
          isReadonly: true,
        },
      ),
    );
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(`${scheme}:/app.log`));
    await vscode.window.showTextDocument(doc);
    assert.equal(doc.uri.scheme, scheme);
    const xp = groupedInteger('96310');
    const hovers = await hoverUntil(doc, positionOf(doc, IDS.demoArtist), (markdown) => xp.test(markdown));
    assert.equal(hovers.length, 1);
    assert.match(hovers[0]!, xp);
  });

  it('an untitled document', async () => {
    const doc = await openUntitled('log', LOG_LINE(IDS.demoNewcomer));
    assert.equal(doc.uri.scheme, 'untitled');
    const xp = groupedInteger('1500');
    const hovers = await hoverUntil(doc, positionOf(doc, IDS.demoNewcomer), (markdown) => xp.test(markdown));
    assert.equal(hovers.length, 1);
    assert.match(hovers[0]!, xp);
  });
});
