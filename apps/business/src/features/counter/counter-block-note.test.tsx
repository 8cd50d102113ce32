import { buildBusinessOrder } from '@luggage/api/mocks';
import { renderWithApp } from '@luggage/app-shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { CounterBlockNote } from './counter-block-note';

describe('CounterBlockNote', () => {
  it.each([
    ['tooEarly', 'en', 'check-in opens on 25 Nov 2026, the first day of the booking'],
    ['ended', 'en', 'this booking ended on 26 Nov 2026 without a check-in: make a walk-in booking for the luggage'],
    ['ended', 'zh-CN', '该订单已于2026年11月26日结束且未寄存：请为行李办理现场寄存'],
  ] as const)('%s in %s names the day that matters', (block, language, text) => {
    const order = buildBusinessOrder({ block, canCheckIn: false, startTime: '2026-11-25', endTime: '2026-11-26' });
    renderWithApp(<CounterBlockNote order={order} />, { locales: businessLocales, language });
    expect(screen.getByRole('note')).toHaveTextContent(text);
  });

  it('says nothing when the counter may go on', () => {
    renderWithApp(<CounterBlockNote order={buildBusinessOrder()} />, { locales: businessLocales });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
