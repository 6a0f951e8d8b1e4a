import { existsSync, readFileSync } from 'node:fs';

/**
 * The server package's folder as a file URL ending in '/', found by walking up from a module.
 * It works the same from the TypeScript sources (tests, tsx) and from the bundle in dist/.
 */
export function findPackageRoot(moduleUrl: string): URL {
  let folder = new URL('./', moduleUrl);
  for (;;) {
    const manifest = new URL('package.json', folder);
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@yzfk/server') return folder;
    }
    const parent = new URL('../', folder);
    if (parent.href === folder.href)
      throw new Error('the @yzfk/server package folder was not found');
    folder = parent;
  }
}
