import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations to drizzle/; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './drizzle',
});
