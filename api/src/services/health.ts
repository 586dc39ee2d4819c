import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** `select 1` with a time limit, so a hung database reports unhealthy instead of hanging the probe. */
export async function checkDatabase(database: Database, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
