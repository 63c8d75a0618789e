// Streams the 10 MiB answer in fixed chunks with backpressure: one small chunk in memory, never the body.
import type { ServerResponse } from 'node:http';
import { HUGE_BODY_BYTES, HUGE_BODY_HEAD, HUGE_BODY_TAIL } from './users';

const CHUNK_BYTES = 64 * 1024;

/** Writes the body after the headers; stops quietly if the client goes away. */
export async function streamHugeBody(res: ServerResponse): Promise<void> {
  const head = Buffer.from(HUGE_BODY_HEAD);
  const tail = Buffer.from(HUGE_BODY_TAIL);
  const filler = Buffer.alloc(CHUNK_BYTES, 'x');
  let fillerLeft = HUGE_BODY_BYTES - head.length - tail.length;
  if (!(await writeChunk(res, head))) return;
  while (fillerLeft > 0) {
    const chunk = fillerLeft >= filler.length ? filler : filler.subarray(0, fillerLeft);
    fillerLeft -= chunk.length;
    if (!(await writeChunk(res, chunk))) return;
  }
  if (!res.destroyed) res.end(tail);
}

/** Resolves true once the chunk is accepted (after 'drain' when the buffer is full), false if the answer closed. */
function writeChunk(res: ServerResponse, chunk: Buffer): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (accepted: boolean): void => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(accepted);
    };
    const onDrain = (): void => settle(true);
    const onClose = (): void => settle(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
