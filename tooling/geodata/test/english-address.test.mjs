import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishAddress, roadEnglish } from '../src/english-address.mjs';
import { writtenPinyin } from '../src/pinyin.mjs';

// A stand-in for createPinyin's toPinyin: the syllables of the few names below, cut to the short name.
const READINGS = {
  西藏: ['xi', 'zang'],
  中山: ['zhong', 'shan'],
  陆家嘴: ['lu', 'jia', 'zui'],
  世纪: ['shi', 'ji'],
  申迪: ['shen', 'di'],
  桃浦: ['tao', 'pu'],
  黄浦: ['huang', 'pu'],
  浦东: ['pu', 'dong'],
  普陀: ['pu', 'tuo'],
  静安: ['jing', 'an'],
  南京: ['nan', 'jing'],
  延安: ['yan', 'an'],
};
const toPinyin = (short) => ({ en: READINGS[short].join(''), written: writtenPinyin(READINGS[short]) });

describe('englishAddress', () => {
  for (const [street, district, expected] of [
    ['西藏中路268号', '黄浦区', '268 Xizang Middle Road, Huangpu District, Shanghai'],
    ['中山东二路9号', '黄浦区', '9 Zhongshan East 2nd Road, Huangpu District, Shanghai'],
    ['陆家嘴环路1000号', '浦东新区', '1000 Lujiazui Ring Road, Pudong New Area, Shanghai'],
    ['世纪大道1号', '浦东新区', '1 Shiji Avenue, Pudong New Area, Shanghai'],
    ['申迪西路255弄', '浦东新区', 'Lane 255, Shendi West Road, Pudong New Area, Shanghai'],
    ['桃浦路', '普陀区', 'Taopu Road, Putuo District, Shanghai'],
    ['南京西路1515号', '静安区', "1515 Nanjing West Road, Jing'an District, Shanghai"],
    ['延安中路1000号', '静安区', "1000 Yan'an Middle Road, Jing'an District, Shanghai"],
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

describe('writtenPinyin', () => {
  for (const [syllables, expected] of [
    [['jing', 'an'], "jing'an"],
    [['xi', 'an'], "xi'an"],
    [['tian', 'e'], "tian'e"],
    [['chang', 'ou'], "chang'ou"],
    [['an', 'ting'], 'anting'],
    [['huang', 'pu'], 'huangpu'],
    [['xin', 'zhuang'], 'xinzhuang'],
  ]) {
    it(`${syllables.join(' ')} → ${expected}`, () => assert.equal(writtenPinyin(syllables), expected));
  }
});
