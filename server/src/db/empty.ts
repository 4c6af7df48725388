import type { Db } from './client';
import { dealers, settings } from './schema';

/**
 * Empty means never set up: no settings and no dealers (demo data is generated only then). Here, not in the
 * demo generator, so a start that finds data never loads the generator at all.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [setting] = await db.select({ key: settings.key }).from(settings).limit(1);
  const [dealer] = await db.select({ id: dealers.id }).from(dealers).limit(1);
  return !setting && !dealer;
}
