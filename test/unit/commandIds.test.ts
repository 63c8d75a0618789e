// The command ids the code is typed with (src/commandIds.ts) against the manifest, both ways, and the one way commands
// are registered (src/host/loggedCommand.ts, which logs each run and each failure).
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { INTERNAL_COMMANDS, MANIFEST_COMMANDS } from '../../src/commandIds';

const root = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('command ids', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    contributes: { commands: { command: string }[] };
  };
  const declared = manifest.contributes.commands.map((c) => c.command);

  it('types every command package.json declares, and declares every command typed as a manifest command', () => {
    const typed = new Set<string>(MANIFEST_COMMANDS);
    assert.deepEqual(
      declared.filter((id) => !typed.has(id)),
      [],
      'declared in package.json, missing from MANIFEST_COMMANDS',
    );
    assert.deepEqual(
      MANIFEST_COMMANDS.filter((id) => !declared.includes(id)),
      [],
      'in MANIFEST_COMMANDS, not declared in package.json',
    );
    assert.equal(new Set(MANIFEST_COMMANDS).size, MANIFEST_COMMANDS.length, 'no id twice');
  });

  it('keeps the internal commands out of the manifest', () => {
    assert.deepEqual(
      INTERNAL_COMMANDS.filter((id) => declared.includes(id)),
      [],
    );
  });

  it('registers commands only through registerLoggedCommand', () => {
    const direct = sourceFiles(join(root, 'src'))
      .filter((file) =>
        /\bcommands\s*\.\s*registerCommand\s*\(|\bregisterTextEditorCommand\s*\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(root, file).split('\\').join('/'));
    assert.deepEqual(direct, ['src/host/loggedCommand.ts']);
  });
});
