import { describe, expect, it } from 'vitest';
import { nulCharacterField } from './nul-character';

describe('nulCharacterField', () => {
  it('names the first text carrying NUL, nested in objects and arrays', () => {
    expect(nulCharacterField({ name: 'a\u0000' })).toBe('name');
    expect(nulCharacterField({ storeId: 1, goodsList: [{ goodsId: 2 }, { remark: '\u0000' }] })).toBe('goodsList.1.remark');
    expect(nulCharacterField('x\u0000')).toBe('body');
  });

  it('names a key carrying NUL, without the NUL', () => {
    expect(nulCharacterField({ 'na\u0000me': 'x' })).toBe('name');
  });

  it('passes text, numbers, null and empty input without NUL', () => {
    expect(nulCharacterField({ name: '上海', count: 0, pic: [], note: null, nested: { ok: true } })).toBeUndefined();
    expect(nulCharacterField(undefined)).toBeUndefined();
  });
});
