import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../../../platform/paths';

/** The law pack committed with the server (made by `npm run make:law-pack`). */
export const BUNDLED_LAW_PACK = fileURLToPath(
  new URL('src/modules/law/pack/laws-cn.lawpack', findPackageRoot(import.meta.url)),
);
