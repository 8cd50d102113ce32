import { describe, expect, it } from 'vitest';
import type { CheckInRefusal } from './check-in-refusal';
import { counterBlock, type CounterBlock } from './counter-block';

describe('counterBlock', () => {
  it.each<[CheckInRefusal | null, CounterBlock | null]>([
    [null, null],
    [{ reason: 'inStore' }, null],
    [{ reason: 'completed' }, 'completed'],
    [{ reason: 'notPaid' }, 'notPaid'],
    [{ reason: 'applicationPending', kind: 'cancel' }, 'applicationPending'],
    [{ reason: 'tooEarly', date: '2026-11-23' }, 'tooEarly'],
    [{ reason: 'ended', date: '2026-11-24' }, 'ended'],
  ])('%j → %s', (refusal, expected) => {
    expect(counterBlock(refusal)).toBe(expected);
  });
});
