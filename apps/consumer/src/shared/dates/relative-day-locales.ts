const en = {
  relative: {
    today: 'today',
    tomorrow: 'tomorrow',
    dayAfterTomorrow: 'day after tomorrow',
  },
  dayWithLabel: '{{date}} ({{label}})',
};

const zhCN: typeof en = {
  relative: {
    today: '今天',
    tomorrow: '明天',
    dayAfterTomorrow: '后天',
  },
  dayWithLabel: '{{date}}（{{label}}）',
};

/** The relative day labels of spec §5 ('relativeDay' namespace), for the date fields, booking days, orders and vouchers. */
export const relativeDayLocales = { relativeDay: { en, 'zh-CN': zhCN } };
