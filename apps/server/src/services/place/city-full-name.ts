/** Names that already carry their administrative unit (阿里地区, 兴安盟, 延边朝鲜族自治州). */
const FULL_NAME_SUFFIX = /(?:地区|盟|自治州)$/u;

/**
 * A city's name as maps services write it: municipalities and special administrative regions by their
 * province-level name ('上海' → '上海市', '香港' → '香港特别行政区'), prefectures as named ('兴安盟'),
 * other cities with '市' ('成都' → '成都市').
 */
export function cityFullName(city: { name: string; province: string }): string {
  if (city.province === `${city.name}市` || city.province === `${city.name}特别行政区`) return city.province;
  return FULL_NAME_SUFFIX.test(city.name) ? city.name : `${city.name}市`;
}
