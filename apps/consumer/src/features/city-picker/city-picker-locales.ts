const en = {
  searchLabel: 'search a city',
  searchPlaceholder: 'city name or pinyin',
  searching: 'searching…',
  resultCount_one: '{{count}} city found',
  resultCount_other: '{{count}} cities found',
  noResults: 'no city found',
  searchFailed: 'the city search failed, please try again',
  retry: 'try again',
  yourCity: 'your city',
  hotCities: 'hot cities',
  allCities: 'all covered cities',
  notCovered: 'not covered yet',
  loading: 'loading the cities…',
  loadFailed: 'the cities could not be loaded',
  noCities: 'no city is covered yet',
  letterIndex: 'jump to a letter',
  letterLabel: 'cities starting with {{letter}}',
  choosing: 'loading the storage points of {{city}}…',
};

const zhCN: typeof en = {
  searchLabel: '搜索城市',
  searchPlaceholder: '城市名或拼音',
  searching: '搜索中…',
  resultCount_one: '找到 {{count}} 个城市',
  resultCount_other: '找到 {{count}} 个城市',
  noResults: '没有找到城市',
  searchFailed: '城市搜索失败，请重试',
  retry: '重试',
  yourCity: '您所在的城市',
  hotCities: '热门城市',
  allCities: '全部已开通城市',
  notCovered: '暂未开通',
  loading: '城市加载中…',
  loadFailed: '城市列表加载失败',
  noCities: '暂无开通的城市',
  letterIndex: '按字母跳转',
  letterLabel: '{{letter}} 开头的城市',
  choosing: '正在加载{{city}}的寄存点…',
};

/** Texts of the city picker ('cityPicker' namespace). */
export const cityPickerLocales = { cityPicker: { en, 'zh-CN': zhCN } };
