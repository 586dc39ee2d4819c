import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations to api/drizzle (committed, never hand-edited). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
