import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';

// pdf.js needs files it fetches at run time: its CMaps (to draw CJK text in fonts that are not
// embedded), its standard fonts (the 14 base fonts), and the image decoders for JBIG2 and CCITT
// (black-and-white scans) and JPEG 2000 that pdf.js 6 loads from wasm/. We serve them ourselves,
// from the web build, not from a CDN (decision 0024). The folder carries the pinned version in
// its name, so it sits under assets/ and is cached for a year like the hashed files.

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const PDFJS_VERSION = (
  JSON.parse(readFileSync(join(PDFJS_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The folders copied, and the files of each. Of wasm/ only the decoders compiled to JavaScript:
 * our CSP lets no WebAssembly compile, so the reader runs pdf.js with `useWasm: false`, which
 * never fetches the .wasm modules (nor qcms, the ICC colour engine, which exists only as wasm,
 * and so nor the colour profile in iccs/). quickjs-eval is the engine of pdf.js's scripting
 * sandbox (JavaScript inside PDFs), which react-pdf never turns on.
 */
const FOLDERS = {
  cmaps: /^(?:[\w.-]+\.bcmap|LICENSE)$/,
  standard_fonts: /^(?:[\w.-]+\.(?:pfb|ttf)|LICENSE_[A-Z]+)$/,
  wasm: /^(?:(?:openjpeg|jbig2)_nowasm_fallback\.js|LICENSE_(?:PDFJS_)?(?:OPENJPEG|JBIG2))$/,
} as const;
type TFolder = keyof typeof FOLDERS;

/** Content types for `vite dev`: pdf.js imports the decoders as modules, which needs this type. */
const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8' };

/** Where the files go in the build, below the base path: assets/pdfjs-<version>/. */
export const PDFJS_ASSETS_DIR = `assets/pdfjs-${PDFJS_VERSION}`;

/** The files of one folder that the build carries. */
function filesOf(folder: TFolder): string[] {
  return readdirSync(join(PDFJS_ROOT, folder)).filter((name) => FOLDERS[folder].test(name));
}

/** Copies pdfjs-dist's cmaps/, standard_fonts/ and decoders into the build; serves them in dev. */
export function pdfjsAssets(): Plugin {
  let base = '/';
  return {
    name: 'yzfk-pdfjs-assets',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      for (const folder of Object.keys(FOLDERS) as TFolder[]) {
        for (const name of filesOf(folder)) {
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
        const [folder, name, ...rest] = url.slice(prefix.length).split('/');
        if (
          !folder ||
          !Object.hasOwn(FOLDERS, folder) ||
          !name ||
          rest.length > 0 ||
          !FOLDERS[folder as TFolder].test(name)
        ) {
          return next();
        }
        const type = CONTENT_TYPES[extname(name)];
        if (type) response.setHeader('content-type', type);
        createReadStream(join(PDFJS_ROOT, folder, name))
          .on('error', () => next())
          .pipe(response);
      });
    },
  };
}
