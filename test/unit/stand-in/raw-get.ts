// A bare node:http client for the stand-in tests: no redirects followed, no keep-alive pool, the body as the
// exact text sent, so the tests see what went over the socket.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  bytes: number;
}

export function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        bytes += chunk.length;
      });
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          bytes,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
