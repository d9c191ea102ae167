import type { Db } from '../db/client.ts';

/** Seeds the demo store: catalogue, content and settings. */
export async function seedDemoStore(_db: Db): Promise<void> {}
