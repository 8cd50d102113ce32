/** The truthy class names joined with spaces: `classNames('lg-card', isRoomy && 'lg-card--roomy', className)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
