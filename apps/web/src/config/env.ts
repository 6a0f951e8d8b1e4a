import { z } from 'zod';
import { KEY_BYTES } from '@yzfk/contract/envelope-codec/wire-format';
import { LOGIN_COOKIE_MODES, TRIPLE_DES_KEY_BYTES } from './build-defaults';

// The web app's configuration, read from Vite's import.meta.env once at start. The envelope key
// is defined at build time by vite.config.ts (ENVELOPE_KEY, else the development key), and so
// are the multiple-login cookie key (MULTIPLE_LOGIN_KEY) and the login cookie mode
// (LOGIN_COOKIE_MODE).

function isEnvelopeKey(text: string): boolean {
  try {
    return atob(text).length === KEY_BYTES;
  } catch {
    return false;
  }
}

const ZWebEnvSchema = z.object({
  VITE_API_BASE: z
    .string()
    .default('')
    .transform((base) => base.replace(/\/+$/, '')),
  VITE_ENVELOPE_KEY: z
    .string({ error: 'is not defined (vite.config.ts defines it from ENVELOPE_KEY)' })
    .refine(isEnvelopeKey, `must be ${KEY_BYTES} bytes of base64`),
  VITE_MULTIPLE_LOGIN_KEY: z
    .string({ error: 'is not defined (vite.config.ts defines it from MULTIPLE_LOGIN_KEY)' })
    .refine(
      (key) => new TextEncoder().encode(key).length === TRIPLE_DES_KEY_BYTES,
      `must be ${TRIPLE_DES_KEY_BYTES} bytes of UTF-8 text`,
    ),
  VITE_LOGIN_COOKIE_MODE: z
    .enum(LOGIN_COOKIE_MODES, { error: 'must be 0 or 1' })
    .default('0')
    .transform(Number),
});

export type TWebEnv = z.infer<typeof ZWebEnvSchema>;

/** Parses the environment, naming the variable when a value is missing or malformed. */
export function parseWebEnv(source: Record<string, unknown>): TWebEnv {
  const result = ZWebEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid web configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The configuration of this build. */
export const webEnv: TWebEnv = parseWebEnv(import.meta.env);
