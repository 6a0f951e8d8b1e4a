// The whole database schema, for Drizzle's typed queries and for drizzle-kit.
export * from './schema/sites';
export * from './schema/sessions';
export * from './schema/page-sections';
export * from './schema/laws';
export * from './schema/users';
export * from './schema/organisations';
export * from './schema/org-applications';
export * from './schema/sms-codes';
export * from './schema/rate-limit-counters';
export * from './schema/oauth-states';
export * from './schema/questions';
