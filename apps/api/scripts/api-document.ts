import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import type { OpenApiDocument } from '../src/plugins/openapi-document.ts';

/**
 * The OpenAPI document exactly as /api/v4/docs/json serves it, from the whole app on an in-memory PGlite
 * database (nothing listens). Fixed settings, so the document and docs/api.md are the same on every machine.
 */
export async function buildApiDocument(env: Record<string, string> = {}): Promise<OpenApiDocument> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'simulator',
    ...env,
  });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await database.close();
  }
}
