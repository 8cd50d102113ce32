/** A UI language as the date formats know it: Chinese for any 'zh…' tag, English otherwise. */
type FormatLanguage = 'zh' | 'en';

/** The luxon patterns of one language: the whole date, the date without its year, and the weekday. */
interface DatePatterns {
  locale: string;
  date: string;
  dayMonth: string;
  /** Puts the weekday beside the date (both already formatted). */
  withWeekday: (date: string, weekday: string) => string;
  /** Puts the time of day 'HH:mm' after the date (both already formatted). */
  withTime: (date: string, time: string) => string;
}

/**
 * The one date format per UI language, used by every screen of both apps: English '26 Nov 2026', Chinese
 * '2026年11月26日'; without the year '26 Nov' / '11月26日'; with the weekday 'Thu 26 Nov 2026' /
 * '2026年11月26日 周四'. The time of day is 24-hour 'HH:mm' in both.
 */
const PATTERNS: Record<FormatLanguage, DatePatterns> = {
  en: {
    // en-US month names: en-GB writes September 'Sept'.
    locale: 'en-US',
    date: 'd LLL yyyy',
    dayMonth: 'd LLL',
    withWeekday: (date, weekday) => `${weekday} ${date}`,
    withTime: (date, time) => `${date}, ${time}`,
  },
  zh: {
    locale: 'zh-CN',
    date: "yyyy'年'M'月'd'日'",
    dayMonth: "M'月'd'日'",
    withWeekday: (date, weekday) => `${date} ${weekday}`,
    withTime: (date, time) => `${date} ${time}`,
  },
};

/** The patterns of `language` (an i18next language tag such as 'zh-CN', 'en', 'en-US'). */
export function datePatterns(language: string): DatePatterns {
  return PATTERNS[language.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
}
