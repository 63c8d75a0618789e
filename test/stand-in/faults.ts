// Fault modes: a broken or hostile service, one id per fault, so that a client can be shown to stay bounded
// (time, memory, timers) and truthful against each. Every fault id is a valid past snowflake the real service
// could be asked for; none is in USERS.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendAnswer, startStreamedAnswer, type RecordedRequest } from './answer';
import { toJsonText } from './json-text';

export const FAULT_IDS = {
  /** 200 with the whole body's Content-Length, then one byte every `dripMs`. */
  drip: '991705172672741908',
  /** Reads the request and never answers. */
  neverAnswers: '975709520065969284',
  /** 200 and half the declared body, then the connection is destroyed. */
  resetMidBody: '1008855746498729076',
  /** 200 declaring 2 MiB (over the client's 1 MiB cap), 1 KiB sent, then silence. */
  oversizeDeclared: '651299071683233252',
  /** 200 with 100 KiB of headers. */
  headerFlood: '1028479291588146771',
  /** Not HTTP at all: an SSH banner, then the connection closes. */
  notHttp: '1051160165611838863',
  /** 302 to the very same path. */
  redirectLoop: '1089597272641785131',
  /** 429 with Retry-After: 3600 (an hour). */
  retryAfterHour: '938588173042120181',
  /** 429 with Retry-After: 2592000 (30 days, past setTimeout's range). */
  retryAfterMonth: '676876224243591066',
  /** 429 with Retry-After as an HTTP date in year 9999. */
  retryAfterYear9999: '1144215622540198884',
  /** 429 with Retry-After: -3.5 (the deployment's window-end value, gone negative). */
  retryAfterNegative: '608005766592207572',
  /** 429 with Retry-After: soon, a body that is not JSON, and no X-RateLimit-Reset-After. */
  retryAfterGarbage: '1045454788958317763',
  /** 200, a valid user, and X-RateLimit-Reset-After: 99999999 (three years). */
  lyingResetAfter: '726526320004534655',
  /** xp is a 1,000,000-digit integer; sonhos is above 2^53, so a parser cannot skip its exact path. */
  hugeXp: '1177672300459702939',
  /** xp is a 300-digit integer (a double holds it as Infinity). */
  longXp: '825271929603321623',
  /** xp is 2^63, one past the signed 64-bit maximum. */
  xpPastMax: '1107809529334795763',
  /** sonhos is -2^63, the signed 64-bit minimum: valid. */
  sonhosAtMin: '641148229082437629',
  /** xp is 1e30. */
  xpExponent: '795433386706487727',
  /** An extra field holds 1e400, past a double's range. */
  infiniteExtra: '1215949345403038742',
  /** 200, a valid user padded with `"pad":[{},{},…]` to just under the client's 1 MiB cap: a tree 20 times the text. */
  paddedBody: '1052410434541289472',
  /** 200, a valid user whose body starts with a UTF-8 byte-order mark, with a Content-Length. */
  bomDeclared: '869541260125438022',
  /** The same body with a byte-order mark, chunked (no Content-Length). */
  bomChunked: '1126873962432987156',
  /** An interim `100 Continue` nobody asked for (the request has no `Expect`), then a valid 200. */
  unaskedContinue: '947230163372523541',
} as const;

/** The padded body's size in bytes: under the client's 1 MiB cap, so it is read and parsed. */
export const PADDED_BODY_BYTES = 1024 * 1024 - 64;

/** A valid user body padded with `"pad":[{},{},…]` to exactly PADDED_BODY_BYTES. */
export function paddedBody(id: string): string {
  const head = bodyWithNumbers(id, '1', '1').slice(0, -1) + ',"pad":[';
  const tail = ']}';
  const room = PADDED_BODY_BYTES - head.length - tail.length;
  const count = Math.floor((room + 1) / 3);
  return head + '{},'.repeat(count - 1) + '{}' + ' '.repeat(room - (count * 3 - 1)) + tail;
}

const BOM = '\ufeff';

/** Bytes the oversize answer declares, and what it sends before going silent. */
export const OVERSIZE_DECLARED_BYTES = 2 * 1024 * 1024;
const OVERSIZE_SENT_BYTES = 1024;
const HEADER_FLOOD_BYTES = 100 * 1024;
const NOT_HTTP = 'SSH-2.0-OpenSSH_9.6\r\nProtocol mismatch.\r\n';
const YEAR_9999 = 'Fri, 31 Dec 9999 23:59:59 GMT';

/** A user body with `xp` and `sonhos` (and any extra field) written as given, digit for digit. */
function bodyWithNumbers(id: string, xp: string, sonhos: string, extra = ''): string {
  const text = toJsonText({ id, aboutMe: 'A fault fixture.', gender: 'UNKNOWN', emojiFightEmoji: null });
  return `${text.slice(0, -1)},"xp":${xp},"sonhos":${sonhos}${extra}}`;
}

/** Bodies built on first use: the largest is 1 MB, and `npm start` never asks for it. */
const NUMBER_BODIES: Readonly<Record<string, () => string>> = {
  [FAULT_IDS.hugeXp]: () => bodyWithNumbers(FAULT_IDS.hugeXp, '9'.repeat(1_000_000), '9007199254740993'),
  [FAULT_IDS.longXp]: () => bodyWithNumbers(FAULT_IDS.longXp, `1${'0'.repeat(299)}`, '1'),
  [FAULT_IDS.xpPastMax]: () => bodyWithNumbers(FAULT_IDS.xpPastMax, '9223372036854775808', '1'),
  [FAULT_IDS.sonhosAtMin]: () => bodyWithNumbers(FAULT_IDS.sonhosAtMin, '0', '-9223372036854775808'),
  [FAULT_IDS.xpExponent]: () => bodyWithNumbers(FAULT_IDS.xpExponent, '1e30', '1'),
  [FAULT_IDS.infiniteExtra]: () =>
    bodyWithNumbers(FAULT_IDS.infiniteExtra, '1', '1', ',"features":{"thirdPartySonhosTransferTax":1e400}'),
};

/** The body the number faults answer with (for tests and benchmarks). */
export function numberFaultBody(id: string): string | undefined {
  return NUMBER_BODIES[id]?.();
}

const RETRY_AFTER: Readonly<Record<string, { header: string; body: string }>> = {
  [FAULT_IDS.retryAfterHour]: { header: '3600', body: toJsonText({ retryAfter: 3600 }) },
  [FAULT_IDS.retryAfterMonth]: { header: '2592000', body: toJsonText({ retryAfter: 2592000 }) },
  [FAULT_IDS.retryAfterYear9999]: { header: YEAR_9999, body: '' },
  [FAULT_IDS.retryAfterNegative]: { header: '-3.5', body: toJsonText({ retryAfter: -3.5 }) },
  [FAULT_IDS.retryAfterGarbage]: { header: 'soon', body: 'later, maybe' },
};

export interface FaultContext {
  /** Delay between the bytes of the dripping body. */
  dripMs: number;
  /** Delayed writes still to come, cancelled when the stand-in closes. */
  pendingTimers: Set<NodeJS.Timeout>;
}

/**
 * Answers a 429 fault before the rate limiter counts it (a refused request spends no quota). True when
 * `userId` is one.
 */
export function answerRateLimitFault(
  res: ServerResponse,
  record: RecordedRequest,
  userId: string,
  accepted: OutgoingHttpHeaders,
): boolean {
  const fault = RETRY_AFTER[userId];
  if (fault === undefined) return false;
  // No X-RateLimit-Reset-After: the client has only Retry-After (and the body) to go by.
  sendAnswer(res, record, 429, { ...accepted, 'X-RateLimit-Remaining': '0', 'Retry-After': fault.header }, fault.body);
  return true;
}

/**
 * Answers the other faults, after the request was counted; `headers` are the normal answer's (rate-limit
 * headers included) and `okBody` a valid user body for the id. True when `userId` is a fault.
 */
export function answerFault(
  req: IncomingMessage,
  res: ServerResponse,
  record: RecordedRequest,
  userId: string,
  headers: OutgoingHttpHeaders,
  context: FaultContext,
): boolean {
  const okBody = bodyWithNumbers(userId, '1', '1');
  switch (userId) {
    case FAULT_IDS.drip:
      drip(res, record, headers, okBody, context);
      return true;
    case FAULT_IDS.neverAnswers:
      return true;
    case FAULT_IDS.resetMidBody: {
      startStreamedAnswer(res, record, 200, { ...headers, 'Content-Length': Buffer.byteLength(okBody) });
      res.write(okBody.slice(0, okBody.length >> 1), () => req.socket.destroy());
      return true;
    }
    case FAULT_IDS.oversizeDeclared:
      startStreamedAnswer(res, record, 200, { ...headers, 'Content-Length': OVERSIZE_DECLARED_BYTES });
      res.write(' '.repeat(OVERSIZE_SENT_BYTES));
      return true;
    case FAULT_IDS.headerFlood:
      sendAnswer(res, record, 200, { ...headers, 'X-Flood': 'a'.repeat(HEADER_FLOOD_BYTES) }, okBody);
      return true;
    case FAULT_IDS.notHttp:
      req.socket.end(NOT_HTTP);
      return true;
    case FAULT_IDS.redirectLoop:
      sendAnswer(res, record, 302, { ...headers, Location: req.url ?? '/' });
      return true;
    case FAULT_IDS.paddedBody:
      sendAnswer(res, record, 200, headers, paddedBody(userId));
      return true;
    case FAULT_IDS.bomDeclared:
      sendAnswer(res, record, 200, headers, BOM + okBody);
      return true;
    case FAULT_IDS.bomChunked:
      // No Content-Length: Node frames the body as chunked.
      startStreamedAnswer(res, record, 200, headers);
      res.end(BOM + okBody);
      return true;
    case FAULT_IDS.unaskedContinue:
      res.writeContinue();
      sendAnswer(res, record, 200, headers, okBody);
      return true;
    case FAULT_IDS.lyingResetAfter:
      sendAnswer(
        res,
        record,
        200,
        { ...headers, 'X-RateLimit-Reset-After': '99999999', 'X-RateLimit-Reset': '99999999999' },
        okBody,
      );
      return true;
  }
  const numbers = NUMBER_BODIES[userId];
  if (numbers === undefined) return false;
  sendAnswer(res, record, 200, headers, numbers());
  return true;
}

/** The body one byte at a time, each `dripMs` after the last: never idle long enough for an idle timer. */
function drip(
  res: ServerResponse,
  record: RecordedRequest,
  headers: OutgoingHttpHeaders,
  body: string,
  context: FaultContext,
): void {
  const bytes = Buffer.from(body);
  startStreamedAnswer(res, record, 200, { ...headers, 'Content-Length': bytes.length });
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const next = (): void => {
    if (timer !== undefined) context.pendingTimers.delete(timer);
    if (res.destroyed) return;
    res.write(bytes.subarray(sent, sent + 1));
    sent++;
    if (sent === bytes.length) {
      res.end();
      return;
    }
    timer = setTimeout(next, context.dripMs);
    context.pendingTimers.add(timer);
  };
  res.once('close', () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      context.pendingTimers.delete(timer);
    }
  });
  next();
}
