import type { OpeningHours } from '@luggage/api/contract';

/** What is wrong with one opening rule being edited: each field's error key (in 'shopDay:settings.hours'), if any. */
export interface RuleErrors {
  days?: 'noDays';
  open?: 'badTime';
  close?: 'badTime' | 'closeBeforeOpen';
}

// 'HH:mm' on a 24-hour clock, and '24:00' for closing at midnight, as the contract takes them.
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * The errors of each rule, in order (an empty object for a valid rule): at least one weekday, both times as
 * 'HH:mm' and the opening before the closing (the same 'HH:mm' texts compare as times do).
 */
export function hoursErrors(rules: readonly OpeningHours[]): RuleErrors[] {
  return rules.map(({ weekdays, open, close }) => {
    const errors: RuleErrors = {};
    if (weekdays.length === 0) errors.days = 'noDays';
    if (!CLOCK_TIME.test(open)) errors.open = 'badTime';
    if (!CLOCK_TIME.test(close)) errors.close = 'badTime';
    else if (!errors.open && open >= close) errors.close = 'closeBeforeOpen';
    return errors;
  });
}
