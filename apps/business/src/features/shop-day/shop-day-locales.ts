/** Texts of the 'shopDay' namespace (English, then Chinese with the same keys). */
export const en = {};

export const zhCN: typeof en = {};
