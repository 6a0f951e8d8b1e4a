// The whole database schema, for Drizzle's typed queries and for drizzle-kit.
export * from './schema/sites';
export * from './schema/sessions';
export * from './schema/page-sections';
