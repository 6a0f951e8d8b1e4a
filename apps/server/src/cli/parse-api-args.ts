import { parseArgs } from 'node:util';

/** What `npm run api` was asked to do. */
export type TApiArgs = {
  path: string;
  body: unknown;
  token: string | undefined;
  base: string;
};

export const API_USAGE =
  "usage: npm run api -- <path> ['<json body>'] [--token T] [--base URL]\n" +
  '  e.g. npm run api -- /flks/auth/gettoken \'{"domainName":"localhost"}\'';

const OPTIONS = { token: { type: 'string' }, base: { type: 'string' } } as const;

/** Parses the command line; throws an Error whose message is for the operator. */
export function parseApiArgs(argv: string[]): TApiArgs {
  // Not strict, so that the operator reads our messages rather than node's; `tokens` name what
  // was typed.
  const { values, positionals, tokens } = parseArgs({
    args: argv,
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!Object.hasOwn(OPTIONS, token.name)) throw new Error(`unknown option ${token.rawName}`);
    // A string option takes the next argument whatever it is: `--token --base x` is a mistake.
    if (token.value === undefined || token.value.startsWith('--')) {
      throw new Error(`${token.rawName} needs a value`);
    }
  }
  const [path, json, ...extra] = positionals;
  if (!path?.startsWith('/')) throw new Error('the path must start with /');
  if (extra.length > 0) throw new Error(`unexpected argument ${extra[0]}`);
  let body: unknown = {};
  if (json !== undefined) {
    try {
      body = JSON.parse(json);
    } catch {
      throw new Error(`the body is not JSON: ${json}`);
    }
  }
  const token = typeof values.token === 'string' ? values.token : undefined;
  const base =
    typeof values.base === 'string'
      ? values.base.replace(/\/+$/, '')
      : (process.env.API_BASE ?? 'http://localhost:8080');
  return { path, body, token, base };
}
