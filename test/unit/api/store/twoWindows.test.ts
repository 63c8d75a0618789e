// Two windows writing at once (issue #35: 575, 425 and 400 of 600 profiles kept over three rounds): two real child
// processes, each its own Node like two extension hosts, each remembering 1,000 profiles on the same folder and
// writing in batches of 25 as it goes, for several rounds. The promise (src/api/store/README.md): nothing is lost.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { RememberedStore } from '../../../../src/api/store/rememberedStore';

const WRITER = path.join(__dirname, '../../../support/storeWriterProcess.ts');
const PER_PROCESS = 1000;
const ROUNDS = 4;

function runWriter(folder: string, first: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', require.resolve('tsx/cjs'), WRITER, folder, String(first), String(PER_PROCESS), '25'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stderr) : reject(new Error(`writer exited ${code}: ${stderr}`))));
  });
}

describe('RememberedStore: two processes writing side by side', function () {
  this.timeout(600_000);
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-two-'));
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  it(`each of ${ROUNDS} rounds: two processes write ${PER_PROCESS} profiles each, and every one is kept`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const firstA = round * 2 * PER_PROCESS;
      const firstB = firstA + PER_PROCESS;
      const logs = await Promise.all([runWriter(folder, firstA), runWriter(folder, firstB)]);
      const reader = new RememberedStore<{ id: string; name: string }>({
        folder,
        baseUrl: 'https://api.example.test',
        validate: (raw) => raw as { id: string; name: string },
      });
      await reader.load();
      let missing = 0;
      for (let n = 0; n < (round + 1) * 2 * PER_PROCESS; n++)
        if (reader.peek(String(100000000000000000n + BigInt(n))) === undefined) missing++;
      assert.equal(missing, 0, `round ${round + 1}: ${missing} missing; ${logs.join('\n')}`);
      assert.equal(reader.size, (round + 1) * 2 * PER_PROCESS);
      reader.discard();
    }
  });
});
