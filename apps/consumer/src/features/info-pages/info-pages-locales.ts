const en = {
  loading: 'loading the page…',
  tabsLabel: 'help topics',
  serviceGuideTab: 'service guide',
  questionsTab: 'common questions',
  toMap: 'find storage on the map',
  allQuestions: 'all common questions',
  questionNotFound: 'this question was not found',
};

const zhCN: typeof en = {
  loading: '页面加载中…',
  tabsLabel: '帮助主题',
  serviceGuideTab: '服务指南',
  questionsTab: '常见问题',
  toMap: '去地图上找寄存点',
  allQuestions: '全部常见问题',
  questionNotFound: '没有找到这个问题',
};

/** Texts of the information pages ('infoPages' namespace); the pages' own texts come from the server. */
export const infoPagesLocales = { infoPages: { en, 'zh-CN': zhCN } };
