import { z } from 'zod';
import { DEVELOPMENT_ENVELOPE_KEY, KEY_BYTES } from '@yzfk/contract/envelope-codec/wire-format';
import { IP_RANGE_WIDEST_DEFAULT } from '@yzfk/contract/calls/ip-range';

/** Development token secret, documented in the README; refused in production. */
export const DEVELOPMENT_TOKEN_SECRET = 'yzfk-development-token-secret-change-me';

const ZBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const ZPositiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive');

/** Whether a text is exactly an origin, as browsers send it in the Origin header. */
function isOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value;
}

/** A comma-separated list; blanks around the items and empty items are dropped. */
const ZCommaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Every environment variable the server reads, with its default. docs: README configuration. */
export const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PGlite data folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** PostgreSQL schema to use (first on the search path); tests use a fresh one per run. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .optional(),
    ENVELOPE_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === KEY_BYTES,
        `must be ${KEY_BYTES} bytes in base64`,
      )
      .default(DEVELOPMENT_ENVELOPE_KEY),
    TOKEN_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEVELOPMENT_TOKEN_SECRET),
    ACCESS_TOKEN_TTL_S: ZPositiveInt.default(900),
    REFRESH_TOKEN_TTL_S: ZPositiveInt.default(30 * 86_400),
    /**
     * Seconds in which a just-rotated refresh token, presented again, gets the same new pair
     * instead of ending the session (two tabs refreshing together); 0 turns it off.
     */
    REFRESH_GRACE_S: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0)
      .max(300, 'must be at most 300 (5 minutes)')
      .default(30),
    /**
     * Life of an anonymous (gettoken) session; each refresh extends it by this much again, so a
     * browser that keeps visiting keeps its one session. A login starts a session of the full
     * REFRESH_TOKEN_TTL_S.
     */
    ANONYMOUS_SESSION_TTL_S: ZPositiveInt.default(86_400),
    /**
     * gettoken calls one client IP may make per minute. A school behind one NAT opening the
     * site at once (a hall of a few hundred new browsers) stays under it; returning browsers
     * refresh their stored token and do not count. See docs/decisions/0013.
     */
    GETTOKEN_PER_IP_PER_MINUTE: ZPositiveInt.default(600),
    /**
     * Global searches one caller (the user, else the session) may make per minute; typing
     * sends one per pause, so a reader stays far below it. Beyond it 4029 with Retry-After.
     */
    SEARCH_PER_CALLER_PER_MINUTE: ZPositiveInt.default(120),
    /** Global searches one client address (IPv6: one /64) may make per minute, as gettoken. */
    SEARCH_PER_IP_PER_MINUTE: ZPositiveInt.default(600),
    /** Uploads (avatars) one user may make per hour, beyond it 4029. */
    UPLOADS_PER_USER_PER_HOUR: ZPositiveInt.default(20),
    /** Uploads one client address (IPv6: one /64) may make per hour, beyond it 4029. */
    UPLOADS_PER_IP_PER_HOUR: ZPositiveInt.default(60),
    /** Seconds between housekeeping runs (old sessions, tokens, codes, counters); 0: off. */
    HOUSEKEEPING_INTERVAL_S: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (off) or positive')
      .default(600),
    /** How long a session row may be served from memory (writes evict it at once). */
    SESSION_CACHE_TTL_S: z.coerce.number().int().min(0).default(300),
    /** How long page sections (the header menu) may be served from memory. */
    PAGE_SECTION_CACHE_TTL_S: z.coerce.number().int().min(0).default(30),
    /** How long questions may be served from memory (an import shows within this time). */
    QUESTION_CACHE_TTL_S: z.coerce.number().int().min(0).default(60),
    /** Largest request body accepted, in bytes. */
    BODY_LIMIT_BYTES: ZPositiveInt.default(1_048_576),
    /** Live sessions a user may hold; a login past it forces the oldest offline (5008). */
    MAX_SESSIONS_PER_USER: ZPositiveInt.default(3),
    /**
     * Widest IP ranges an application or admin/org/create accepts without the operator's
     * confirmation (a prefix length: /16 IPv4, /48 IPv6); wider ones answer 4116.
     */
    IP_RANGE_WIDEST_V4: z.coerce.number().int().min(0).max(32).default(IP_RANGE_WIDEST_DEFAULT.v4),
    IP_RANGE_WIDEST_V6: z.coerce.number().int().min(0).max(128).default(IP_RANGE_WIDEST_DEFAULT.v6),
    /** Proxies whose X-Forwarded-For is believed (IPs or CIDR ranges, comma-separated). */
    TRUSTED_PROXIES: ZCommaList.default([]),
    /** The site is reached over HTTPS only: send Strict-Transport-Security. */
    TRUST_HTTPS: ZBoolean.default(false),
    /** Origins whose pages may call the API (comma-separated scheme://host[:port]); none: refused. */
    CORS_ORIGINS: ZCommaList.pipe(
      z.array(
        z.string().refine(isOrigin, 'must be comma-separated origins (scheme://host[:port])'),
      ),
    ).default([]),
    /** Rate-limit counters in Redis instead of the database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** `log`: SMS to the log and SMS_OUTBOX; `aliyun`: the Aliyun SMS gateway. */
    SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
    /** Seconds before a phone may be sent another SMS code (journeys start with a short one). */
    SMS_RESEND_INTERVAL_S: ZPositiveInt.default(60),
    /** File that the log provider appends one JSON line per SMS to. */
    SMS_OUTBOX: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    /** WeChat web login (open platform website application). Unset: WeChat login is off. */
    WECHAT_APP_ID: z.string().min(1).optional(),
    WECHAT_APP_SECRET: z.string().min(1).optional(),
    WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
    WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
    /** Stored files (avatars, course media); default <DATA_DIR>/files (where avatars always were). See decision 0018. */
    STORAGE_DIR: z.string().min(1).optional(),
    /**
     * Life of a signed media link (/media/<id>?exp=…&sig=…); a page whose link ran out asks
     * /flks/media/url for a new one. Bounded so that a copied link soon stops working.
     */
    MEDIA_URL_TTL_S: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(30, 'must be at least 30')
      .max(86_400, 'must be at most 86400 (a day)')
      .default(600),
    /** Enables the operator calls under /flks/admin/ for a bearer token equal to it. */
    ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * The law pack loaded in the background at start (decision 0035): unset, the one committed
     * with the server (the national library); `off`, none (the library is what import:laws
     * wrote); else a pack file's path.
     */
    LAW_PACK: z.string().min(1).optional(),
    /**
     * Seed the demo site, menu and content at start (idempotent). Unset: yes, except with
     * NODE_ENV=production, where the demo (and its activation codes) comes only when asked.
     */
    SEED_DEMO: ZBoolean.optional(),
    /** The built web app; served under /Template/yzfk/ when the folder exists. */
    WEB_DIST_DIR: z.string().min(1).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.SMS_PROVIDER === 'aliyun') {
      for (const name of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!config[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is needed when SMS_PROVIDER=aliyun',
          });
        }
      }
    }
    if (Boolean(config.WECHAT_APP_ID) !== Boolean(config.WECHAT_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.WECHAT_APP_ID ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID'],
        message: 'WECHAT_APP_ID and WECHAT_APP_SECRET go together',
      });
    }
    if (config.NODE_ENV !== 'production') return;
    if (config.ENVELOPE_KEY === DEVELOPMENT_ENVELOPE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENVELOPE_KEY'],
        message: 'must be set in production',
      });
    }
    if (config.TOKEN_SECRET === DEVELOPMENT_TOKEN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_SECRET'],
        message: 'must be set in production',
      });
    }
  })
  .transform((config) => ({
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
  }));

export type TConfig = z.output<typeof ZConfigSchema>;

/** Raised when the environment does not parse; its message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; empty strings count as unset. Throws ConfigError naming variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZConfigSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`),
  );
}
