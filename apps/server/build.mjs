// Bundles the server into dist/main.js. Workspace packages (@yzfk/*) are compiled in from their
// TypeScript sources; every npm dependency stays an import resolved from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@yzfk/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
