// No import circle in src/: each file's imports (type-only ones too) lead away from it. A circle ties two files so
// that neither can change, be tested or be loaded lazily without the other (the Ids view's commands and its
// controller were one).
import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCycles, importGraph } from '../support/importGraph';

const root = join(__dirname, '..', '..');

describe('import circles', () => {
  it('src/ has none', () => {
    const graph = importGraph(join(root, 'src'));
    assert.ok(graph.size > 100, `read ${graph.size} files`);
    assert.ok(graph.get('extension.ts')?.includes('features/idsView/activate.ts'), 'the graph holds the imports');
    assert.deepEqual(importCycles(graph), []);
  });

  it('finds a circle when there is one: through a type-only import, a re-export, a folder index, and a file importing itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      mkdirSync(join(dir, 'view'));
      writeFileSync(
        join(dir, 'view', 'commands.ts'),
        "import type { Controller } from './controller';\nexport const run = (c: Controller) => c;\n",
      );
      writeFileSync(
        join(dir, 'view', 'controller.ts'),
        "import { run } from './commands';\nexport class Controller { go() { return run(this); } }\n",
      );
      writeFileSync(join(dir, 'a.ts'), "export * from './b';\nimport 'node:fs';\n");
      writeFileSync(join(dir, 'b.ts'), "import { x } from './lib';\nexport const y = x;\n");
      mkdirSync(join(dir, 'lib'));
      writeFileSync(join(dir, 'lib', 'index.ts'), "export { y as z } from '../a';\nexport const x = 1;\n");
      writeFileSync(join(dir, 'self.ts'), "import * as me from './self';\nexport const s = me;\n");
      writeFileSync(join(dir, 'free.ts'), "import { x } from './lib';\nexport const f = x;\n");
      assert.deepEqual(importCycles(importGraph(dir)).sort(), [
        ['a.ts', 'b.ts', 'lib/index.ts'],
        ['self.ts'],
        ['view/commands.ts', 'view/controller.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
