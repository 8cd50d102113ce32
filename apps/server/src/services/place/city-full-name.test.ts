import { describe, expect, it } from 'vitest';
import { cityFullName } from './city-full-name';

describe('cityFullName', () => {
  it.each([
    ['上海', '上海市', '上海市'],
    ['重庆', '重庆市', '重庆市'],
    ['香港', '香港特别行政区', '香港特别行政区'],
    ['成都', '四川省', '成都市'],
    ['吉林', '吉林省', '吉林市'],
    ['苏州', '江苏省', '苏州市'],
    ['兴安盟', '内蒙古自治区', '兴安盟'],
    ['阿里地区', '西藏自治区', '阿里地区'],
    ['延边朝鲜族自治州', '吉林省', '延边朝鲜族自治州'],
  ])('%s (%s) → %s', (name, province, expected) => {
    expect(cityFullName({ name, province })).toBe(expected);
  });
});
