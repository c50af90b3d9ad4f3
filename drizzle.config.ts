import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npx drizzle-kit generate`), committed under
// drizzle/, never hand-edited, and applied on start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/app/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
