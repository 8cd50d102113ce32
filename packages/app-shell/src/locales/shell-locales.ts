/** Texts of the 'shell' namespace: the wiring both apps share. */
export const shellLocales = {
  en: {
    language: 'language',
    elapsed: {
      justNow: 'just now',
      hoursAgo_one: '{{count}} hour ago',
      hoursAgo_other: '{{count}} hours ago',
      daysAgo_one: '{{count}} day ago',
      daysAgo_other: '{{count}} days ago',
    },
  },
  'zh-CN': {
    language: '语言',
    elapsed: {
      justNow: '刚刚',
      hoursAgo_one: '{{count}} 小时前',
      hoursAgo_other: '{{count}} 小时前',
      daysAgo_one: '{{count}} 天前',
      daysAgo_other: '{{count}} 天前',
    },
  },
} as const;
