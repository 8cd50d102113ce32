/**
 * Texts of the 'goods' namespace: the one place both apps name the goods (spec §3 ids; goods 1 is the
 * spec's 'boots', a suitcase). Keys are the names in GOODS: `name` one item (a label), `plural` the kind
 * (a heading over a count), `count` a counted phrase with plurals, `separator` between counted phrases.
 */
export const goodsLocales = {
  en: {
    name: { suitcase: 'suitcase (large item)', bag: 'bag (small item)' },
    plural: { suitcase: 'suitcases (large items)', bag: 'bags (small items)' },
    count: {
      suitcase_one: '{{count}} suitcase',
      suitcase_other: '{{count}} suitcases',
      bag_one: '{{count}} bag',
      bag_other: '{{count}} bags',
    },
    separator: ' · ',
  },
  'zh-CN': {
    name: { suitcase: '行李箱（大件）', bag: '背包（小件）' },
    plural: { suitcase: '行李箱（大件）', bag: '背包（小件）' },
    count: {
      suitcase_one: '行李箱 {{count}} 件',
      suitcase_other: '行李箱 {{count}} 件',
      bag_one: '背包 {{count}} 件',
      bag_other: '背包 {{count}} 件',
    },
    separator: ' · ',
  },
} as const;
