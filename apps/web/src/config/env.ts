import { z } from 'zod';
import { KEY_BYTES } from '@yzfk/contract/envelope-codec/wire-format';

// The web app's configuration, read from Vite's import.meta.env once at start. The envelope key
// is defined at build time by vite.config.ts (ENVELOPE_KEY, else the development key).

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
