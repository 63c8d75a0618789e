// One abort listener per caller's signal, however many lookups wait on it (#25: "Every call with more than 10 ids
// queued prints MaxListenersExceededWarning").
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { onAbort } from '../../../src/api/abortWatch';

describe('api/abortWatch', () => {
  it('50 lookups on one signal add one listener; each runs once on abort', () => {
    const controller = new AbortController();
    const runs: number[] = [];
    for (let i = 0; i < 50; i++) onAbort(controller.signal, () => runs.push(i));
    assert.equal(getEventListeners(controller.signal, 'abort').length, 1);
    controller.abort();
    controller.abort();
    assert.equal(runs.length, 50);
    assert.equal(new Set(runs).size, 50);
    assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
  });

  it('a lookup that settles leaves; the last one to leave removes the listener', () => {
    const controller = new AbortController();
    let ran = 0;
    const leaves = Array.from({ length: 20 }, () => onAbort(controller.signal, () => ran++));
    for (const leave of leaves.slice(0, 19)) leave();
    assert.equal(getEventListeners(controller.signal, 'abort').length, 1);
    leaves[19]!();
    leaves[19]!();
    assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
    onAbort(controller.signal, () => ran++);
    controller.abort();
    assert.equal(ran, 1, 'only the one still waiting');
  });
});
