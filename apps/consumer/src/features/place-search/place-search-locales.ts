const en = {
  placeholder: 'search a place to find nearby storage',
  inputLabel: 'search a place',
  chooseCity: ', choose another city',
  cityCount_one: '{{count}} city',
  cityCount_other: '{{count}} cities',
  cancel: 'cancel',
  hotSearches: 'hot searches',
  history: 'search history',
  clearHistory: 'clear',
  clearHistoryLabel: 'clear the search history',
  searching: 'searching…',
  resultCount_one: '{{count}} place found',
  resultCount_other: '{{count}} places found',
  noResults: 'no place found, try another name',
  otherCitiesNote: 'the place may not be in {{city}}; results in other cities:',
  searchFailed: 'the search failed, please try again',
  retry: 'try again',
};

const zhCN: typeof en = {
  placeholder: '搜索地点，查找附近寄存点',
  inputLabel: '搜索地点',
  chooseCity: '，切换城市',
  cityCount_one: '{{count}}个城市',
  cityCount_other: '{{count}}个城市',
  cancel: '取消',
  hotSearches: '热门搜索',
  history: '搜索历史',
  clearHistory: '清空',
  clearHistoryLabel: '清空搜索历史',
  searching: '搜索中…',
  resultCount_one: '找到 {{count}} 个地点',
  resultCount_other: '找到 {{count}} 个地点',
  noResults: '没有找到地点，换个名称试试',
  otherCitiesNote: '该地点可能不在{{city}}，其他城市的结果：',
  searchFailed: '搜索失败，请重试',
  retry: '重试',
};

/** Texts of the home's place search ('placeSearch' namespace). */
export const placeSearchLocales = { placeSearch: { en, 'zh-CN': zhCN } };
