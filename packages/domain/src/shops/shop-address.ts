/**
 * A shop's address in the UI language (a BCP 47 tag such as 'en-US' or 'zh-CN'): its English address in
 * English when it has one, otherwise the Chinese address.
 */
export function shopAddress(shop: { address: string; addressEn?: string | null }, language: string): string {
  return language.startsWith('en') && shop.addressEn ? shop.addressEn : shop.address;
}
