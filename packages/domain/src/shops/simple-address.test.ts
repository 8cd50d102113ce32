import { describe, expect, it } from 'vitest';
import { simpleAddress } from './simple-address';

describe('simpleAddress', () => {
  it.each<[string | null | undefined, string | null]>([
    ['南京东路1号（人民广场地铁站2号口）', '人民广场地铁站2号口'],
    ['（ 外滩 ）中山东一路', '外滩'],
    ['A路（一）B路（二）', '一'],
    ['南京东路1号(人民广场)', null],
    ['南京东路1号（）', null],
    ['南京东路1号（未闭合', null],
    ['南京东路1号', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (address, expected) => expect(simpleAddress(address)).toBe(expected));
});
