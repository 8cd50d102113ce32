import { createI18n } from '@luggage/app-shell/i18n';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { settleDayText } from './settle-day-text';

// 00:30 on Monday 23 November 2026 in Shanghai: still the 22nd in UTC and to the west.
const NOW = '2026-11-22T16:30:00Z';

describe('settleDayText', () => {
  const en = createI18n(businessLocales, { language: 'en' }).getFixedT('en', 'reports');
  const zh = createI18n(businessLocales, { language: 'zh-CN' }).getFixedT('zh-CN', 'reports');

  it.each([
    ['2026-11-21', '21 Nov 2026'],
    ['2026-11-22', '22 Nov 2026 (yesterday)'],
    ['2026-11-23', '23 Nov 2026 (today)'],
    ['2026-11-24', '24 Nov 2026 (tomorrow)'],
    ['2026-11-25', '25 Nov 2026 (day after tomorrow)'],
    ['2026-11-26', '26 Nov 2026'],
    ['23/11/2026', '23/11/2026'],
  ])('%s → %s (Shanghai days)', (date, expected) => expect(settleDayText(date, NOW, en, 'en')).toBe(expected));

  it('in Chinese', () => expect(settleDayText('2026-11-22', NOW, zh, 'zh-CN')).toBe('2026年11月22日（昨天）'));
});
