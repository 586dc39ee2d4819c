import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { checkDatabase } from '../../services/health';
import type * as routes from './health.routes';

export const health: RouteHandler<typeof routes.health, AppEnv> = async (c) => {
  const database = c.var.database;
  if (!(await checkDatabase(database))) {
    c.header('Cache-Control', 'no-store');
    return c.json(new AppError('INTERNAL', '데이터베이스에 연결할 수 없습니다.').toBody(), 503);
  }
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' as const, database: { driver: database.driver, ok: true as const } }, 200);
};
