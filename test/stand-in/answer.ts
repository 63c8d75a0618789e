// Every answer goes through here so the request log always holds the status the client actually got.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Full URL including origin, so requests to the redirect target are told apart. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  authorization: string | undefined;
  /** Date.now() when the request arrived. */
  receivedAt: number;
  /** Status sent; 0 while no answer has been sent, and for ever if the connection was reset or closed first. */
  status: number;
}

/** Sends a complete answer; an empty body still says how long it is, as the service does. */
export function sendAnswer(
  res: ServerResponse,
  record: RecordedRequest,
  status: number,
  headers: OutgoingHttpHeaders,
  body = '',
): void {
  if (res.destroyed || res.headersSent) return;
  record.status = status;
  res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Starts an answer whose body the caller streams. */
export function startStreamedAnswer(
  res: ServerResponse,
  record: RecordedRequest,
  status: number,
  headers: OutgoingHttpHeaders,
): void {
  record.status = status;
  res.writeHead(status, headers);
}
