import { describe, expect, it } from 'vitest';
import { uiLocales } from './index';

/** Every `a.b` key path of a nested message object, with its value. */
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('uiLocales', () => {
  const english = flatten(uiLocales.en);

  it('gives zh-CN exactly the English keys', () => {
    expect(flatten(uiLocales['zh-CN']).map(([key]) => key)).toEqual(english.map(([key]) => key));
  });

  it.each(Object.entries(uiLocales))('has a non-empty text for every key in %s', (_lng, messages) => {
    for (const [key, value] of flatten(messages)) {
      expect(value, key).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(uiLocales.en.dialog).toEqual({
      errorNotice: 'error notice',
      iKnow: 'I know',
      confirm: 'confirm',
      cancel: 'cancel',
    });
  });
});
