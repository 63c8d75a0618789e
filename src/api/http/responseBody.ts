// Reads a response body up to a byte cap. A body over the cap is abandoned (the socket with it) instead of
// being buffered: a 10 MB answer to a user lookup is a fault, not data.
//
// A body that starts with a UTF-8 byte-order mark is accepted, framed either way (RFC 8259 lets a parser ignore
// one): undici's `text()`, used when a Content-Length frames the body, drops one leading BOM, and the chunked path
// decodes with a TextDecoder, which does the same. (It used to be accepted with a Content-Length and refused as
// "not JSON" when chunked.)
import type { Readable } from 'node:stream';

/** Drops one leading byte-order mark, as undici's `text()` does; anything invalid becomes U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: false });

/** Stops reading: the connection goes with it. The listener keeps the 'error' a destroyed body emits from being uncaught. */
function abandon(body: Readable): undefined {
  body.on('error', () => undefined);
  body.destroy();
  return undefined;
}

function hasText(body: Readable): body is Readable & { text(): Promise<string> } {
  return typeof (body as { text?: unknown }).text === 'function';
}

/** The body as UTF-8 text, or undefined when it is (or announces itself as) larger than `maxBytes`. */
export async function readBodyCapped(
  body: Readable,
  headers: Record<string, string | string[] | undefined>,
  maxBytes: number,
): Promise<string | undefined> {
  const declared = headers['content-length'];
  if (typeof declared === 'string' && /^\d+$/.test(declared)) {
    if (Number(declared) > maxBytes) return abandon(body);
    // HTTP framing holds the body to its declared length, so the cap is already enforced.
    if (hasText(body)) return body.text();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) return abandon(body);
    chunks.push(chunk);
  }
  return UTF8.decode(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total));
}
