import { localeSplitProblems } from '@luggage/app-shell/testing';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { firstScreenLocales } from './first-screen-locales';
import { consumerLocales } from './index';
import { lazyConsumerLocales } from './lazy-locales';

it('bundles the first screen’s texts, loads every other namespace lazily, and each screen asks for the lazy ones it writes', async () => {
  // The app's src/ (tests run in the package's folder).
  const sourceDir = join(process.cwd(), 'src');
  expect(await localeSplitProblems({ all: consumerLocales, firstScreen: firstScreenLocales, lazy: lazyConsumerLocales, sourceDir })).toEqual([]);
});
