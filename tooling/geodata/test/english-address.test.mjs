import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishAddress, roadEnglish } from '../src/english-address.mjs';

// A stand-in for createPinyin's toPinyin: the pinyin of the few names below, cut to the short name.
const READINGS = { 西藏: 'xizang', 中山: 'zhongshan', 陆家嘴: 'lujiazui', 世纪: 'shiji', 申迪: 'shendi', 桃浦: 'taopu', 黄浦: 'huangpu', 浦东: 'pudong', 普陀: 'putuo' };
const toPinyin = (short) => ({ en: READINGS[short] });

describe('englishAddress', () => {
  for (const [street, district, expected] of [
    ['西藏中路268号', '黄浦区', '268 Xizang Middle Road, Huangpu District, Shanghai'],
    ['中山东二路9号', '黄浦区', '9 Zhongshan East 2nd Road, Huangpu District, Shanghai'],
    ['陆家嘴环路1000号', '浦东新区', '1000 Lujiazui Ring Road, Pudong New Area, Shanghai'],
    ['世纪大道1号', '浦东新区', '1 Shiji Avenue, Pudong New Area, Shanghai'],
    ['申迪西路255弄', '浦东新区', 'Lane 255, Shendi West Road, Pudong New Area, Shanghai'],
    ['桃浦路', '普陀区', 'Taopu Road, Putuo District, Shanghai'],
  ]) {
    it(`${street} in ${district} → ${expected}`, () => assert.equal(englishAddress({ street, district }, toPinyin), expected));
  }

  it('keeps a direction that is part of a two-character name, and spells Shaanxi', () => {
    assert.equal(roadEnglish('陕西南路', toPinyin), 'Shaanxi South Road');
  });

  it('refuses a street it does not understand', () => {
    assert.throws(() => englishAddress({ street: '人民广场', district: '黄浦区' }, toPinyin), /not understood/);
  });
});
