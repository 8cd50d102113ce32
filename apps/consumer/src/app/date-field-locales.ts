const en = {
  relative: {
    today: 'today',
    tomorrow: 'tomorrow',
    dayAfterTomorrow: 'day after tomorrow',
  },
};

const zhCN: typeof en = {
  relative: {
    today: '今天',
    tomorrow: '明天',
    dayAfterTomorrow: '后天',
  },
};

/** Texts of the date field ('dateField' namespace): the relative day labels of spec §5. */
export const dateFieldLocales = { dateField: { en, 'zh-CN': zhCN } };
