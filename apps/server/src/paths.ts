import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module (src/ under tsx/vitest, dist/ when built) to the server package's folder. */
function findPackageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@luggage/server') {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error('cannot find the @luggage/server package folder');
    folder = parent;
  }
}

const packageRoot = findPackageRoot();

/** Folders the server reads from, resolved the same way from source and from the built bundle. */
export const serverPaths = {
  packageRoot,
  repoRoot: resolve(packageRoot, '../..'),
  photos: join(packageRoot, 'photos'),
  seedData: join(packageRoot, 'src/db/seed-data'),
  consumerDist: resolve(packageRoot, '../consumer/dist'),
  businessDist: resolve(packageRoot, '../business/dist'),
} as const;
