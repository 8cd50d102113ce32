import { buildCity } from '@luggage/api/mocks';
import { describe, expect, it } from 'vitest';
import { hotCities } from './hot-cities';

describe('hotCities', () => {
  it('keeps ranks 1 to 12, hottest first, covered or not', () => {
    const cities = [
      buildCity({ id: 1, name: '上海', hot: 1 }),
      buildCity({ id: 12, name: '苏州', hot: 12, covered: false }),
      buildCity({ id: 13, name: '厦门', hot: 13, covered: false }),
      buildCity({ id: 2, name: '北京', hot: 2, covered: false }),
      buildCity({ id: 99, name: '上饶', hot: null, covered: false }),
    ];
    expect(hotCities(cities).map((city) => city.name)).toEqual(['上海', '北京', '苏州']);
  });

  it('gives nothing when no city is ranked, and leaves the input in order', () => {
    expect(hotCities([buildCity({ hot: null })])).toEqual([]);
    const cities = [buildCity({ id: 2, hot: 5 }), buildCity({ id: 1, hot: 3 })];
    hotCities(cities);
    expect(cities.map((city) => city.id)).toEqual([2, 1]);
  });
});
