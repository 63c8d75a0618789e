// A window's extension host, as far as the remembered store goes: a process of its own that remembers `count`
// profiles from `first` on, in batches written as it goes (flushed every `batch`), then closes the store. Run by
// test/unit/api/store/twoWindows.test.ts, two at a time on the same folder. Args: folder first count batch.
import { RememberedStore } from '../../src/api/store/rememberedStore';
import { lineLogger } from '../../src/log';

const [folder, first, count, batch] = process.argv.slice(2);
const validate = (raw: unknown) => raw as { id: string; name: string };

async function main(): Promise<void> {
  const store = new RememberedStore<{ id: string; name: string }>({
    folder: folder!,
    baseUrl: 'https://api.example.test',
    validate,
    idOf: (r) => r.id,
    writeDelayMs: 3_600_000,
    log: lineLogger((line) => process.stderr.write(`${line}\n`)),
  });
  await store.load();
  const start = Number(first);
  for (let i = 0; i < Number(count); i++) {
    const id = String(100000000000000000n + BigInt(start + i));
    store.putProfile(id, Date.now(), { id, name: `process ${process.pid} profile ${i}` });
    if ((i + 1) % Number(batch) === 0) await store.flush();
  }
  await store.close();
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
