// Business constants of the product specification (section 9) and of the shell (section 1, 2).

/** Every API call gives up after this many milliseconds (spec: 15 s). */
export const API_TIMEOUT_MS = 15_000;

/** Cookie holding the authorised token. */
export const AUTHORISED_COOKIE = 'authorised-yzyd';
/** Cookie holding the encrypted multiple-login value. */
export const MULTIPLE_LOGIN_COOKIE = 'multiple-yzyd';
/** Lifetime of the encrypted session cookie and of the mode-0 multiple-login cookie. */
export const SESSION_COOKIE_DAYS = 7;
/** Seconds in a day: cookie lifetime is expires_in divided by this, in days. */
export const SECONDS_PER_DAY = 86_400;

/** Toast defaults. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
/** Badges show at most this number (99+ beyond). */
export const BADGE_MAX = 99;

/** Dates are shown as YYYY-MM-DD; full stamps as YYYY/MM/DD-HH:mm:ss (dayjs tokens). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const STAMP_FORMAT = 'YYYY/MM/DD-HH:mm:ss';

/** The router base path of the web app. */
export const WEB_BASE_PATH = '/Template/yzfk/';

/** The product name, also the default page title. */
export const PRODUCT_NAME = '有章法考';
export const PRODUCT_VERSION = '1.0.0.20240701';

/** Generic input validation message of message boxes (spec section 5). */
export const INVALID_INPUT_MESSAGE = '输入的数据不合法!';

/** The header menu sections, in the order the spec lists them. */
export const MENU_SECTIONS = [
  'home',
  'book',
  'course',
  'tiku',
  'exam',
  'law',
  'article',
  'download',
] as const;
export type TMenuSection = (typeof MENU_SECTIONS)[number];
