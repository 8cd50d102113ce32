const en = {
  youAreHere: 'you are here',
  searchedPlace: 'searched place: {{name}}',
  searchedPoint: 'searched place',
  /** A shop's marker: its name and today's offer. */
  markerName: '{{name}}, {{offer}}',
  offer: {
    from: 'from ¥{{price}}',
    full: 'full',
    closed: 'closed',
  },
  /** The list row's line about today, when the shop cannot be booked. */
  offerToday: {
    full: 'full today',
    closed: 'closed today',
  },
  openNow: 'open now',
  opensToday: 'opens at {{time}}',
  opensTomorrow: 'opens tomorrow at {{time}}',
  opensLater_one: 'opens in {{count}} day at {{time}}',
  opensLater_other: 'opens in {{count}} days at {{time}}',
  noHours: 'no opening hours',
  /** Units left today: '3 suitcases · 10 bags left'. */
  left: '{{items}} left',
  metres: '{{count}} m',
  kilometres: '{{count}} km',
  fromYou: '{{distance}} from you',
  fromMapCentre: '{{distance}} from the map centre',
};

const zhCN: typeof en = {
  youAreHere: '你的位置',
  searchedPlace: '搜索的地点：{{name}}',
  searchedPoint: '搜索的地点',
  markerName: '{{name}}，{{offer}}',
  offer: {
    from: '¥{{price}}起',
    full: '已满',
    closed: '休息',
  },
  offerToday: {
    full: '今日已满',
    closed: '今日休息',
  },
  openNow: '营业中',
  opensToday: '{{time}} 开门',
  opensTomorrow: '明天 {{time}} 开门',
  opensLater_one: '{{count}} 天后 {{time}} 开门',
  opensLater_other: '{{count}} 天后 {{time}} 开门',
  noHours: '暂无营业时间',
  left: '剩余 {{items}}',
  metres: '{{count}} 米',
  kilometres: '{{count}} 公里',
  fromYou: '距你 {{distance}}',
  fromMapCentre: '距地图中心 {{distance}}',
};

/** Texts of the home map's markers and nearby list ('nearbyMap' namespace). */
export const nearbyMapLocales = { nearbyMap: { en, 'zh-CN': zhCN } };
