import { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '@market/domain/errors';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './lib/context';
import { createJobRunner, type JobRunner } from './jobs/jobs';
import { crossOriginProtection } from './lib/cross-origin';
import { isInvalidInputError } from './lib/db-errors';
import { frontDoor, hasNulInUrl, requestChecks } from './lib/front-door';
import { AppError } from './lib/errors';
import { adminAccess, buildPermissionIndex } from './lib/permissions';
import { cspNonce } from './lib/security-headers';
import { refuseForbiddenCharacters } from './lib/text-safety';
import { validationError } from './lib/validation';
import { configurePaymentProvider } from './services/payments/payment-provider';
import { configureCarriers } from './carriers/registry';
import {
  ADMIN_PERMISSION_TABLES,
  adminAuthRouter,
  adminBannersRouter,
  adminPromotionsRouter,
  adminBrandsRouter,
  adminCategoriesRouter,
  adminSearchRouter,
  adminCouponsRouter,
  adminCustomersRouter,
  adminDashboardRouter,
  adminToolsRouter,
  adminProductImportRouter,
  adminSettingsShippingRouter,
  adminSettingsTaxRouter,
  adminBackupsRouter,
  adminDataImportRouter,
  adminNotificationsRouter,
  adminOrdersRouter,
  adminPaymentsRouter,
  adminProductsRouter,
  adminQnaRouter,
  adminReturnsRouter,
  adminReviewsRouter,
  adminSellersRouter,
  adminSettlementsRouter,
  adminShipmentsRouter,
  adminNoticesRouter,
  adminFaqsRouter,
  adminEventsRouter,
  adminSettingsRouter,
  adminRolesRouter,
  adminAuditRouter,
} from './routes/admin-routers';
import { authRouter } from './routes/auth/auth.index';
import { brandsRouter } from './routes/brands/brands.index';
import { cartRouter } from './routes/cart/cart.index';
import { checkoutRouter } from './routes/checkout/checkout.index';
import { couponsRouter } from './routes/coupons/coupons.index';
import { guestOrdersRouter } from './routes/guest-orders/guest-orders.index';
import { ordersRouter } from './routes/orders/orders.index';
import { paymentsRouter } from './routes/payments/payments.index';
import { wishlistRouter } from './routes/wishlist/wishlist.index';
import { addressesRouter } from './routes/addresses/addresses.index';
import { addressSearchRouter } from './routes/address-search/address-search.index';
import { categoriesRouter } from './routes/categories/categories.index';
import { eventsRouter } from './routes/events/events.index';
import { browseGate, isBrowseRequest } from './lib/admission';
import { healthRouter } from './routes/health/health.index';
import { meRouter } from './routes/me/me.index';
import { mediaRouter } from './routes/media/media.index';
import { productsRouter } from './routes/products/products.index';
import { questionsRouter } from './routes/questions/questions.index';
import { marketingRouter } from './routes/marketing/marketing.index';
import { reviewsRouter } from './routes/reviews/reviews.index';
import { searchRouter } from './routes/search/search.index';
import { shopSettingsRouter } from './routes/shop-settings/shop-settings.index';
import { legalRouter } from './routes/legal/legal.index';
import { supportRouter } from './routes/support/support.index';
import { mountStatic } from './static';
import { isUploadPath, UPLOAD_BODY_LIMIT_BYTES } from './lib/uploads';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const MALFORMED_JSON = '요청 본문의 JSON 형식이 올바르지 않습니다.';
const INVALID_INPUT = '처리할 수 없는 값이 포함되어 있습니다. 입력값을 확인해주세요.';

export interface AppDeps {
  /** The database (drizzle instance, driver name, close). */
  db: Database;
  env: Env;
  logger: Logger;
  /** Background jobs; a runner that is not started when absent (tests): listed, not run. */
  jobs?: JobRunner;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

/** A body must be JSON; a request without one (e.g. sign-out) passes. */
const jsonBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
  const type = c.req.header('content-type');
  const length = Number(c.req.header('content-length') ?? '0');
  const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined || (type !== undefined && c.req.raw.body !== null);
  if (hasBody && !(type && /^application\/([\w.-]+\+)?json\b/i.test(type))) {
    // The upload routes take files; they read them with readUploadedFiles (lib/uploads.ts).
    if (isUploadPath(c.req.path) && type && /^multipart\/form-data\b/i.test(type)) return next();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  return next();
};

/** PostgreSQL text cannot hold NUL: a URL carrying one is a 400 before it reaches any query. */
const noNulInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (hasNulInUrl(c.req.url)) throw new AppError('BAD_REQUEST');
  return next();
};

/** Builds the whole HTTP app: /api routes, OpenAPI, static files and the SPA fallback. */
export function createApp({ db, env, logger, jobs = createJobRunner(db, env, logger) }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const permissionIndex = buildPermissionIndex(ADMIN_PERMISSION_TABLES);
  configurePaymentProvider(env);
  configureCarriers(env);

  // Outermost: the request id and variables first; after the answer (errors and 404s included),
  // its security headers and the request line (lib/front-door.ts).
  app.use('*', frontDoor({ db, env, logger, jobs }));
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  };
  const jsonLimit = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT_BYTES, onError: tooLarge });
  // Maintenance mode closes the storefront (pages and API) before anything else runs (the admin
  // is exempt); then, under /api, in this order:
  app.use(
    '*',
    requestChecks({
      db,
      // A flood of catalogue reads waits here instead of taking the pool and the event loop from checkout.
      browse: browseGate({ limit: env.browseConcurrency, maxQueue: env.browseQueue }),
      isBrowseRequest,
      // A GET or HEAD skips these: it has no body (@hono/node-server never reads one).
      bodyChecks: [
        (c, next) =>
          isUploadPath(c.req.path)
            ? // Read (within the limit) before any check answers: a refusal (401, 403) sent while the
              // client is still uploading resets the connection instead of showing the message.
              uploadLimit(c, async () => {
                await c.req.arrayBuffer();
                await next();
              })
            : jsonLimit(c, next),
        // Before anything reads a body or a session: a forged cross-site write is refused outright.
        crossOriginProtection(),
        jsonBodiesOnly,
        noNulInUrl,
        refuseForbiddenCharacters,
      ],
    }),
  );
  app.use('/api/admin/*', adminAccess(permissionIndex));

  const routes = app
    .route('/api', healthRouter)
    .route('/api', shopSettingsRouter)
    .route('/api', legalRouter)
    .route('/api', authRouter)
    .route('/api', brandsRouter)
    .route('/api', productsRouter)
    .route('/api', categoriesRouter)
    .route('/api', reviewsRouter)
    .route('/api', eventsRouter)
    .route('/api', searchRouter)
    .route('/api', meRouter)
    .route('/api', addressesRouter)
    .route('/api', addressSearchRouter)
    .route('/api', questionsRouter)
    .route('/api', supportRouter)
    .route('/api', cartRouter)
    .route('/api', wishlistRouter)
    .route('/api', couponsRouter)
    .route('/api', checkoutRouter)
    .route('/api', ordersRouter)
    .route('/api', guestOrdersRouter)
    .route('/api', paymentsRouter)
    .route('/api', marketingRouter)
    .route('/api/admin', adminAuthRouter)
    .route('/api/admin', adminBrandsRouter)
    .route('/api/admin', adminCategoriesRouter)
    .route('/api/admin', adminCouponsRouter)
    .route('/api/admin', adminCustomersRouter)
    .route('/api/admin', adminDashboardRouter)
    .route('/api/admin', adminNotificationsRouter)
    .route('/api/admin', adminOrdersRouter)
    .route('/api/admin', adminPaymentsRouter)
    .route('/api/admin', adminProductsRouter)
    .route('/api/admin', adminReturnsRouter)
    .route('/api/admin', adminReviewsRouter)
    .route('/api/admin', adminShipmentsRouter)
    .route('/api/admin', adminQnaRouter)
    .route('/api/admin', adminSellersRouter)
    .route('/api/admin', adminNoticesRouter)
    .route('/api/admin', adminFaqsRouter)
    .route('/api/admin', adminEventsRouter)
    .route('/api/admin', adminSettlementsRouter)
    .route('/api/admin', adminToolsRouter)
    .route('/api/admin', adminProductImportRouter)
    .route('/api/admin', adminBackupsRouter)
    .route('/api/admin', adminDataImportRouter)
    .route('/api/admin', adminBannersRouter)
    .route('/api/admin', adminPromotionsRouter)
    .route('/api/admin', adminSettingsRouter)
    .route('/api/admin', adminSettingsShippingRouter)
    .route('/api/admin', adminSettingsTaxRouter)
    .route('/api/admin', adminRolesRouter)
    .route('/api/admin', adminAuditRouter)
    .route('/api/admin', adminSearchRouter);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: '스타일허브 API',
      version: '0.1.0',
      description: 'STYLEHUB 마켓플레이스 API. 오류는 { error: { code, message, fields? } } 형식입니다.',
    },
  });
  // Its own, narrower policy (lib/security-headers docsPolicy); the nonce is the response's.
  app.get(
    '/api/docs',
    Scalar((c) => ({ url: '/api/openapi.json', pageTitle: '스타일허브 API', nonce: cspNonce(c) })),
  );

  app.route('/media', mediaRouter);
  mountStatic(app, env, logger);

  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError((err, c) => {
    let error: AppError;
    if (err instanceof AppError) error = err;
    else if (err instanceof ZodError) error = validationError(err);
    else if (err instanceof HTTPException) {
      const code = STATUS_CODES[err.status] ?? (err.status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
      // Hono's validator reports unparsable JSON as a 400.
      error = new AppError(code, code === 'BAD_REQUEST' ? MALFORMED_JSON : ERROR_MESSAGES[code]);
    } else if (isInvalidInputError(err)) {
      // A value PostgreSQL cannot take that validation let through: the client's input, not a server fault.
      c.var.logger?.warn({ err }, 'database refused input');
      error = new AppError('VALIDATION', INVALID_INPUT);
    } else {
      c.var.logger?.error({ err }, 'unhandled error');
      error = new AppError('INTERNAL');
    }
    if (error.status >= 500 && err instanceof AppError) c.var.logger?.error({ err }, 'server error');
    return c.json(error.toBody(), error.status as 400);
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
