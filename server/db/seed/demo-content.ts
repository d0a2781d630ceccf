import type { Database } from '../client';

/** Bilingual demo content: filled in by the content work of issue 2. */
export async function seedDemoContent(_db: Database): Promise<void> {}
