import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// pdf.js needs its CMaps (to draw CJK text in fonts that are not embedded) and its standard
// fonts (the 14 base fonts) as files it fetches at run time. We serve them ourselves, from the
// web build, not from a CDN (decision 0024). The folder carries the pinned version in its
// name, so it sits under assets/ and is cached for a year like the hashed files.

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const PDFJS_VERSION = (
  JSON.parse(readFileSync(join(PDFJS_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const FOLDERS = ['cmaps', 'standard_fonts'] as const;

/** Where the files go in the build, below the base path: assets/pdfjs-<version>/. */
export const PDFJS_ASSETS_DIR = `assets/pdfjs-${PDFJS_VERSION}`;

/** Copies pdfjs-dist's cmaps/ and standard_fonts/ into the build, and serves them in dev. */
export function pdfjsAssets(): Plugin {
  let base = '/';
  return {
    name: 'yzfk-pdfjs-assets',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of readdirSync(join(PDFJS_ROOT, folder))) {
          this.emitFile({
            type: 'asset',
            fileName: `${PDFJS_ASSETS_DIR}/${folder}/${name}`,
            source: readFileSync(join(PDFJS_ROOT, folder, name)),
          });
        }
      }
    },
    configureServer(server) {
      const prefix = `${base}${PDFJS_ASSETS_DIR}/`;
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const [folder, name] = url.slice(prefix.length).split('/');
        if (!FOLDERS.includes(folder as (typeof FOLDERS)[number]) || !name || name.includes('..')) {
          return next();
        }
        createReadStream(join(PDFJS_ROOT, folder as string, name))
          .on('error', () => next())
          .pipe(response);
      });
    },
  };
}
