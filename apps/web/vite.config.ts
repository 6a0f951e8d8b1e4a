import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pdfjsAssets } from './vite-pdfjs-assets.ts';
import { precompressAssets } from './vite-precompress.ts';
// Relative paths: Vite's config loader leaves packages under node_modules to Node, which cannot
// load the contract's TypeScript sources, but bundles relative imports.
import { WEB_BASE_PATH } from '../../packages/contract/src/constants.ts';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  KEY_BYTES,
} from '../../packages/contract/src/envelope-codec/wire-format.ts';
import {
  DEFAULT_LOGIN_COOKIE_MODE,
  DEVELOPMENT_MULTIPLE_LOGIN_KEY,
  LOGIN_COOKIE_MODES,
  TRIPLE_DES_KEY_BYTES,
} from './src/config/build-defaults.ts';

// The envelope key is fixed at build time: ENVELOPE_KEY from the environment, else the
// documented development key. src/config/env.ts is the one module that reads it.
const envelopeKey = process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY;
if (Buffer.from(envelopeKey, 'base64').length !== KEY_BYTES) {
  throw new Error(`ENVELOPE_KEY must be ${KEY_BYTES} bytes of base64`);
}

// The triple DES key of the multiple-login and session cookies, and the login cookie mode.
const multipleLoginKey = process.env.MULTIPLE_LOGIN_KEY || DEVELOPMENT_MULTIPLE_LOGIN_KEY;
if (Buffer.byteLength(multipleLoginKey, 'utf8') !== TRIPLE_DES_KEY_BYTES) {
  throw new Error(`MULTIPLE_LOGIN_KEY must be ${TRIPLE_DES_KEY_BYTES} bytes of UTF-8 text`);
}
const loginCookieMode = process.env.LOGIN_COOKIE_MODE || DEFAULT_LOGIN_COOKIE_MODE;
if (!(LOGIN_COOKIE_MODES as readonly string[]).includes(loginCookieMode)) {
  throw new Error(`LOGIN_COOKIE_MODE must be ${LOGIN_COOKIE_MODES.join(' or ')}`);
}

// Vite wants a default export from its configuration file.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: WEB_BASE_PATH,
  plugins: [react(), pdfjsAssets(), precompressAssets()],
  define: {
    'import.meta.env.VITE_ENVELOPE_KEY': JSON.stringify(envelopeKey),
    'import.meta.env.VITE_MULTIPLE_LOGIN_KEY': JSON.stringify(multipleLoginKey),
    'import.meta.env.VITE_LOGIN_COOKIE_MODE': JSON.stringify(loginCookieMode),
  },
  resolve: {
    // One marked for the note grammar and tiptap's Markdown extension (the same 17.x; npm nests
    // tiptap's copy because the server uses marked 18): without this the editor bundles both.
    dedupe: ['marked'],
    // pdf.js's legacy build for the PDF reader (decision 0024): the modern build of pdf.js 6
    // calls Map.prototype.getOrInsertComputed (Chrome 145, Safari 26.2) when it reads ranges;
    // the legacy one carries polyfills and runs from Chrome 125 and Safari 18. react-pdf imports
    // these two; the worker is imported from legacy/ by the reader itself.
    alias: [
      { find: /^pdfjs-dist$/, replacement: 'pdfjs-dist/legacy/build/pdf.mjs' },
      {
        find: /^pdfjs-dist\/web\/pdf_viewer\.mjs$/,
        replacement: 'pdfjs-dist/legacy/web/pdf_viewer.mjs',
      },
    ],
  },
  server: {
    proxy: { '/flks': 'http://localhost:8080', '/static/about': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first page (decision 0010): everything from node_modules
        // that the entry needs in one vendor chunk, and the small app modules that several
        // pages share (lib, config, contract, shared components) in one more. Pages and the
        // libraries only some pages use stay in their own lazily loaded chunks.
        codeSplitting: {
          groups: [
            // zod-jitless rides with zod: it must run before any module defines a schema
            // (decision 0010), and chunks run before the modules that import them.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/,
              tags: ['$initial'],
              priority: 2,
            },
            // The legal texts (contract/src/about) stay out: only the about pages and the
            // agreement dialog need them, both loaded on demand. So do the mind-map trees and
            // their Markdown and XMind mappings (contract/src/mind): only the map pages use them. The small question components the
            // home page's 每日一题 shares with practice and exams are in (not the whole folder:
            // its other components bring antd parts the first page does not need).
            {
              name: 'shared',
              test: /[\\/](packages[\\/]contract(?![\\/]src[\\/](about|mind)[\\/])|apps[\\/]web[\\/]src[\\/](lib|config|app[\\/]router)[\\/]|components[\\/]question[\\/](option-list|rich-html|solution-panel|law-refs|answer-text)\.)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
