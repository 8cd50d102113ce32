import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLocales, LazyLocales } from '../i18n';

/** The app's source files under `sourceDir` (tests and stories left out), their comments removed. */
function readSources(sourceDir: string): { path: string; text: string }[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => ({
      path,
      text: readFileSync(join(sourceDir, path), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }));
}

/** The namespaces a file asks for by name: every string literal inside its useTranslation(…) calls. */
function namespacesAskedFor(text: string): Set<string> {
  const asked = new Set<string>();
  for (const call of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const literal of (call[1] ?? '').matchAll(/'(\w+)'/g)) asked.add(literal[1] ?? '');
  }
  return asked;
}

/**
 * What is wrong with an app's split of its texts (createI18n's `lazyLocales`), or nothing:
 * - every namespace of `all` is bundled (`firstScreen`) or lazy, never both;
 * - each lazy loader gives exactly that namespace's texts;
 * - a source file under `sourceDir` that writes a lazy namespace's key ('voucher:title') also asks for that
 *   namespace by name in a useTranslation call, since only that loads it. A helper that writes keys with its
 *   caller's `t` must use bundled namespaces.
 */
export async function localeSplitProblems(options: {
  all: AppLocales;
  firstScreen: AppLocales;
  lazy: LazyLocales;
  sourceDir: string;
}): Promise<string[]> {
  const { all, firstScreen, lazy } = options;
  const sources = readSources(options.sourceDir);
  const problems: string[] = [];
  if (sources.length === 0) problems.push(`no source files under ${options.sourceDir}`);
  for (const namespace of Object.keys(all)) {
    const places = [namespace in firstScreen, namespace in lazy].filter(Boolean).length;
    if (places !== 1) problems.push(`namespace ${namespace} is ${places === 0 ? 'neither bundled nor lazy' : 'both bundled and lazy'}`);
  }
  for (const [namespace, load] of Object.entries(lazy)) {
    if (!(namespace in all)) problems.push(`lazy namespace ${namespace} is not among the app's namespaces`);
    else if (JSON.stringify(await load()) !== JSON.stringify(all[namespace])) problems.push(`lazy namespace ${namespace} loads other texts`);
  }
  for (const { path, text } of sources) {
    const asked = namespacesAskedFor(text);
    for (const namespace of Object.keys(lazy)) {
      const isKeyWritten = new RegExp(`['\`]${namespace}:\\w`).test(text);
      if (isKeyWritten && !asked.has(namespace)) problems.push(`${path} writes ${namespace}: keys without useTranslation('${namespace}')`);
    }
  }
  return problems;
}
