import { describe, expect, it } from 'vitest';
import { holdCountdown } from './hold-countdown';

const deadline = Date.parse('2026-11-23T02:15:00Z');

describe('holdCountdown', () => {
  it.each([
    ['2026-11-23T02:00:00Z', '15', '00', false],
    ['2026-11-23T02:14:00.500Z', '01', '00', false],
    ['2026-11-23T02:14:59.001Z', '00', '01', false],
    ['2026-11-23T02:15:00Z', '00', '00', true],
    ['2026-11-23T03:00:00Z', '00', '00', true],
  ] as [string, string, string, boolean][])('at %s: %s:%s', (now, minutes, seconds, isOver) => {
    expect(holdCountdown(deadline, Date.parse(now))).toEqual({ minutes, seconds, isOver });
  });
});
