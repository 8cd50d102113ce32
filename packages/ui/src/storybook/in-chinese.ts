/**
 * A component's `Chinese` story: the `locale` global pinned to zh-CN (the designers' language control),
 * with the `args` that differ from the default story's, e.g. `inChinese({ message: '登录已过期，请重新登录' })`.
 */
export function inChinese<TArgs>(args?: TArgs): { args?: TArgs; globals: { locale: 'zh-CN' } } {
  return { ...(args && { args }), globals: { locale: 'zh-CN' } };
}
