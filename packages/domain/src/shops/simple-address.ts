const FULL_WIDTH_BRACKETS = /（([^（）]*)）/;

/**
 * The short address: the text inside the first pair of full-width brackets （…） of the address, trimmed.
 * '南京东路1号（人民广场地铁站2号口）' → '人民广场地铁站2号口'. Null when there are no such brackets, they are
 * empty, or the address is missing; ASCII parentheses do not count.
 */
export function simpleAddress(address: string | null | undefined): string | null {
  const inside = FULL_WIDTH_BRACKETS.exec(address ?? '')?.[1]?.trim();
  return inside ? inside : null;
}
