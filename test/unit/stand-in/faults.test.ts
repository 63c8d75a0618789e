// The stand-in's fault modes, seen from a bare socket: each one does what its name promises, so the client
// tests that use them prove something.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { SAMPLE_KEY, type StandIn } from '../../stand-in/server';
import { FAULT_IDS, numberFaultBody, OVERSIZE_DECLARED_BYTES } from '../../stand-in/faults';
import { IDS, USERS } from '../../stand-in/users';
import { isIdInRange, snowflakeDate } from '../../../src/ids/snowflake';
import { rawGet } from './raw-get';
import { runningStandIns } from './runningStandIns';

interface Exchange {
  text: string;
  closed: boolean;
}

/**
 * Everything the server writes for one GET, until `done` holds of what arrived (or the server closes), then
 * `quietMs` more to see that nothing else comes. Waits on the condition, never on a budget load can exhaust;
 * `capMs` only stops a broken fault mode from hanging the suite (and `done` is then false: the test fails).
 */
function rawExchange(
  standIn: StandIn,
  id: string,
  done: (e: Exchange) => boolean,
  quietMs = 100,
  capMs = 30_000,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(standIn.port, '127.0.0.1', () => {
      socket.write(`GET /v1/users/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${SAMPLE_KEY}\r\n\r\n`);
    });
    const seen: Exchange = { text: '', closed: false };
    let finishing = false;
    const finish = (): void => {
      if (finishing) return;
      finishing = true;
      clearTimeout(cap);
      setTimeout(() => {
        socket.destroy();
        resolve({ ...seen });
      }, quietMs);
    };
    const cap = setTimeout(finish, capMs);
    const check = (): void => {
      if (seen.closed || done(seen)) finish();
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      seen.text += chunk;
      check();
    });
    socket.on('close', () => {
      seen.closed = true;
      check();
    });
    socket.on('error', reject);
  });
}

const bodyOf = (text: string): string => (text.includes('\r\n\r\n') ? text.slice(text.indexOf('\r\n\r\n') + 4) : '');
const headersEnded = (e: Exchange): boolean => e.text.includes('\r\n\r\n');

function header(text: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(text.slice(0, text.indexOf('\r\n\r\n')))?.[1];
}

describe('stand-in fault modes', () => {
  const start = runningStandIns();

  it('gives every fault a distinct canonical id created in the past, apart from the sample users', () => {
    const ids = Object.values(FAULT_IDS);
    assert.equal(new Set([...ids, ...Object.values(IDS)]).size, ids.length + Object.values(IDS).length);
    for (const [name, id] of Object.entries(FAULT_IDS)) {
      assert.ok(isIdInRange(id) && snowflakeDate(id).getTime() <= Date.now(), name);
      assert.equal(USERS[id], undefined, name);
    }
  });

  it('drips the body one byte per dripMs after declaring its whole length', async () => {
    const standIn = await start({ dripMs: 100 });
    let firstByteAt = 0;
    const { text } = await rawExchange(
      standIn,
      FAULT_IDS.drip,
      (e) => {
        const body = bodyOf(e.text);
        if (body.length > 0 && firstByteAt === 0) firstByteAt = performance.now();
        return body.length >= 3;
      },
      0,
    );
    // From the first body byte to the third: two drips at least (load only slows it); at most one byte a drip.
    const dripping = performance.now() - firstByteAt;
    const body = bodyOf(text);
    assert.match(text, /^HTTP\/1\.1 200/);
    assert.ok(Number(header(text, 'content-length')) > 50);
    assert.ok(body.length >= 3, `${body.length} bytes`);
    assert.ok(dripping >= 2 * 100 - 20, `3 bytes in ${Math.round(dripping)} ms: faster than one per drip`);
    assert.ok(
      body.length <= 2 + dripping / 100,
      `${body.length} bytes in ${Math.round(dripping)} ms: more than one per drip`,
    );
  });

  it('never answers, declares 2 MiB and sends 1 KiB, or cuts the body half way', async () => {
    const standIn = await start();
    // Nothing at all within 300 ms: load can only make that easier to see, never a false failure.
    assert.equal((await rawExchange(standIn, FAULT_IDS.neverAnswers, () => false, 0, 300)).text, '');
    const oversize = await rawExchange(standIn, FAULT_IDS.oversizeDeclared, (e) => bodyOf(e.text).length >= 1024, 300);
    assert.equal(Number(header(oversize.text, 'content-length')), OVERSIZE_DECLARED_BYTES);
    assert.equal(oversize.text.length - oversize.text.indexOf('\r\n\r\n') - 4, 1024);
    assert.equal(oversize.closed, false);
    const cut = await rawExchange(standIn, FAULT_IDS.resetMidBody, () => false, 0);
    const sent = cut.text.length - cut.text.indexOf('\r\n\r\n') - 4;
    assert.ok(cut.closed && sent > 0 && sent < Number(header(cut.text, 'content-length')));
  });

  it('floods the headers, answers in SSH instead of HTTP, and redirects to the same path', async () => {
    const standIn = await start();
    const flood = await rawExchange(standIn, FAULT_IDS.headerFlood, headersEnded);
    assert.ok((header(flood.text, 'x-flood') ?? '').length >= 100 * 1024);
    const ssh = await rawExchange(standIn, FAULT_IDS.notHttp, () => false, 0);
    assert.match(ssh.text, /^SSH-2\.0-/);
    assert.ok(ssh.closed);
    const loop = await rawGet(`${standIn.url}/v1/users/${FAULT_IDS.redirectLoop}`, { Authorization: SAMPLE_KEY });
    assert.equal(loop.status, 302);
    assert.equal(loop.headers.location, `/v1/users/${FAULT_IDS.redirectLoop}`);
  });

  it('answers the Retry-After faults with 429 and the header as named, spending no quota', async () => {
    const standIn = await start();
    const expected: [string, string][] = [
      [FAULT_IDS.retryAfterHour, '3600'],
      [FAULT_IDS.retryAfterMonth, '2592000'],
      [FAULT_IDS.retryAfterYear9999, 'Fri, 31 Dec 9999 23:59:59 GMT'],
      [FAULT_IDS.retryAfterNegative, '-3.5'],
      [FAULT_IDS.retryAfterGarbage, 'soon'],
    ];
    for (const [id, retryAfter] of expected) {
      const answer = await rawGet(`${standIn.url}/v1/users/${id}`, { Authorization: SAMPLE_KEY });
      assert.equal(answer.status, 429, id);
      assert.equal(answer.headers['retry-after'], retryAfter);
      assert.equal(answer.headers['x-ratelimit-reset-after'], undefined);
    }
    const lie = await rawGet(`${standIn.url}/v1/users/${FAULT_IDS.lyingResetAfter}`, { Authorization: SAMPLE_KEY });
    assert.equal(lie.status, 200);
    assert.equal(lie.headers['x-ratelimit-reset-after'], '99999999');
    assert.equal(lie.headers['x-ratelimit-remaining'], '4', 'the 429s before it spent nothing');
  });

  it('writes hostile numbers digit for digit', async () => {
    const standIn = await start();
    const huge = await rawGet(`${standIn.url}/v1/users/${FAULT_IDS.hugeXp}`, { Authorization: SAMPLE_KEY });
    assert.equal(huge.status, 200);
    assert.match(huge.body, /"xp":9{1000000},"sonhos":9007199254740993\}$/);
    assert.equal(huge.body, numberFaultBody(FAULT_IDS.hugeXp));
    assert.match(numberFaultBody(FAULT_IDS.sonhosAtMin) ?? '', /"sonhos":-9223372036854775808\}$/);
    assert.match(numberFaultBody(FAULT_IDS.infiniteExtra) ?? '', /"thirdPartySonhosTransferTax":1e400\}\}$/);
  });
});
