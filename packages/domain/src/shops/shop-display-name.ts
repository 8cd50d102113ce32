/**
 * A shop's name in the UI language (a BCP 47 tag such as 'en-US' or 'zh-CN'): its English name in English
 * when it has one, else the Chinese name.
 */
export function shopDisplayName(shop: { name: string; en: string }, language: string): string {
  return language.startsWith('en') && shop.en ? shop.en : shop.name;
}
