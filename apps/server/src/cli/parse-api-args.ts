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

/** Parses the command line; throws an Error whose message is for the operator. */
export function parseApiArgs(argv: string[]): TApiArgs {
  const positional: string[] = [];
  let token: string | undefined;
  let base = process.env.API_BASE ?? 'http://localhost:8080';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--token' || arg === '--base') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      if (arg === '--token') token = value;
      else base = value.replace(/\/+$/, '');
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  const [path, json, ...extra] = positional;
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
  return { path, body, token, base };
}
