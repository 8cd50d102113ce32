import { cityFullName } from './city-full-name';

/** A county-level unit at the start of a text: 黄浦区, 浦东新区, 昆山市, 双江拉祜族佤族布朗族傣族自治县. */
const LEADING_DISTRICT = /^\p{Script=Han}{1,15}?(?:区|县|市|旗)/u;

/**
 * The district named at the start of an address or of a maps service's district field, after the
 * city's province and the city itself: '上海市黄浦区西藏中路268号' → '黄浦区', '四川省成都市成华区' →
 * '成华区'; '' when the text names none ('上海市', '南京西路1515号').
 */
export function districtOf(text: string, city: { name: string; province: string }): string {
  const rest = [city.province, cityFullName(city)].reduce(
    (remaining, prefix) => (remaining.startsWith(prefix) ? remaining.slice(prefix.length) : remaining),
    text,
  );
  return LEADING_DISTRICT.exec(rest)?.[0] ?? '';
}
