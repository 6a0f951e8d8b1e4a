import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './platform/config/config';
import { openDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { createModules } from './modules';
import { seedDemo } from './seed-demo';
import {
  unusedDemoActivationCodes,
  unusedDemoBookCodes,
} from './modules/activation/activation.seed';
import { createPlatform } from './platform/platform';
import { createLogger } from './platform/logger';
import { findPackageRoot } from './platform/paths';

function defaultWebDist(): string {
  return fileURLToPath(new URL('../web/dist', findPackageRoot(import.meta.url)));
}

function databaseOptions(config: TConfig) {
  return config.DATABASE_URL
    ? { kind: 'postgres' as const, url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
    : { kind: 'pglite' as const, dataDir: resolve(config.DATA_DIR) };
}

/** Starts the product: configuration, database and migrations, demo seed, HTTP server. */
async function main(): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(databaseOptions(config));
  await migrateDatabase(database);
  const logger = createLogger(config.LOG_LEVEL);
  const platform = await createPlatform(config, database, logger);
  const demoSiteId = config.SEED_DEMO
    ? await seedDemo(database.db, new Date(), config.TOKEN_SECRET, platform.storage)
    : undefined;
  const modules = await createModules(platform);
  const app = await buildApp(platform, modules, {
    logger,
    trustedProxies: config.TRUSTED_PROXIES,
    trustHttps: config.TRUST_HTTPS,
    corsOrigins: config.CORS_ORIGINS,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    webDistDir: config.WEB_DIST_DIR ?? defaultWebDist(),
  });
  const close = async () => {
    await app.close();
    modules.lawLibrary.stop();
    await platform.jobs.stop();
    // A call whose client left is still running: let it finish before the database goes.
    await platform.inFlight.drained(10_000);
    await platform.rateLimiter.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
  // Housekeeping and other periodic jobs, claimed per run so several processes may share them.
  platform.jobs.start();
  // The national law library loads in the background (the first start's pages say how far).
  modules.lawLibrary.start();
  // The global search's index is brought up to date now rather than by the first search.
  modules.refreshSearchIndex().catch((error: unknown) => {
    app.log.error({ err: error }, 'search index refresh failed');
  });
  app.log.info(
    `有章法考 is serving http://localhost:${config.PORT}/Template/yzfk/home on Node ${process.version}`,
  );
  // In production the demo's codes would work on the real site: their number only, never them.
  if (demoSiteId !== undefined && config.NODE_ENV === 'production') {
    const codes = await unusedDemoActivationCodes(database.db, demoSiteId, config.TOKEN_SECRET);
    app.log.info(
      `示例站点已写入（SEED_DEMO=true）；未使用的示例激活码 ${codes.length} 个，生产环境不在日志中列出`,
    );
  } else if (demoSiteId !== undefined) {
    const codes = await unusedDemoActivationCodes(database.db, demoSiteId, config.TOKEN_SECRET);
    app.log.info(
      codes.length > 0
        ? `示例激活码（示例授权 365 天，登录后在“获取授权”中兑换；未使用的还有 ${codes.length} 个）：${codes.slice(0, 3).join('  ')}`
        : '示例激活码已全部使用；运营人员可用 /flks/admin/activation/create 发放新的激活码',
    );
    const bookCodes = await unusedDemoBookCodes(database.db, demoSiteId, config.TOKEN_SECRET);
    if (bookCodes.length > 0) {
      app.log.info(
        `示例图书兑换码（解锁随书码示例图书《中华人民共和国宪法修正案（2018年）》，登录后在图书页或“获取授权”中兑换）：${bookCodes.slice(0, 3).join('  ')}`,
      );
    }
  }
}

await main();
