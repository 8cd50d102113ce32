import { describe, expect, it } from 'vitest';
import { holdEventLoop } from './hold-event-loop';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('holdEventLoop', () => {
  it('keeps one timer alive until released', () => {
    const before = timers();
    const release = holdEventLoop();
    expect(timers()).toBe(before + 1);
    release();
    expect(timers()).toBe(before);
  });
});
