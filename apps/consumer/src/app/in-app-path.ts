/**
 * Whether `path` is a path inside this app ('/orders?x=1'), not another site: it starts with one '/'
 * ('//evil.example' and 'https://…' would leave the app).
 */
export function isInAppPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//');
}
