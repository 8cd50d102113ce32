/** Texts of the 'shell' namespace: the wiring both apps share. */
export const shellLocales = {
  en: {
    language: 'language',
    placeholder: 'this screen is on its way',
  },
  'zh-CN': {
    language: '语言',
    placeholder: '该页面即将上线',
  },
} as const;
