/** The truthy class names joined with spaces: `classNames('lg-card', isLinked && 'lg-card--linked', className)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
