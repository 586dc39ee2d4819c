import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations to api/drizzle (committed, never hand-edited). */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/identity.ts', './src/db/schema/catalog.ts', './src/db/schema/system.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
