import { describe, expect, it } from 'vitest';
import { districtOf } from './district-of';

const shanghai = { name: '上海', province: '上海市' };
const chengdu = { name: '成都', province: '四川省' };
const suzhou = { name: '苏州', province: '江苏省' };

describe('districtOf', () => {
  it.each([
    ['上海市黄浦区西藏中路268号（来福士广场B1层）', shanghai, '黄浦区'],
    ['上海市浦东新区川沙新镇黄赵路310号', shanghai, '浦东新区'],
    ['上海市黄浦区', shanghai, '黄浦区'],
    ['黄浦区南京东路', shanghai, '黄浦区'],
    ['四川省成都市成华区', chengdu, '成华区'],
    ['成都市成华区外北熊猫大道1375号', chengdu, '成华区'],
    ['江苏省苏州市昆山市玉山镇', suzhou, '昆山市'],
  ])('%s → %s', (text, city, expected) => {
    expect(districtOf(text, city)).toBe(expected);
  });

  it.each([
    ['上海市', shanghai],
    ['南京西路1515号（嘉里中心南区B1层）', shanghai],
    ['', shanghai],
  ])('finds no district in %j', (text, city) => {
    expect(districtOf(text, city)).toBe('');
  });
});
