/** Texts of the 'shell' namespace: the wiring both apps share. */
export const shellLocales = {
  en: {
    language: 'language',
    placeholder: 'this screen is on its way',
    loadingScreen: 'loading…',
    skipToContent: 'skip to content',
  },
  'zh-CN': {
    language: '语言',
    placeholder: '该页面即将上线',
    loadingScreen: '加载中…',
    skipToContent: '跳到正文',
  },
} as const;
