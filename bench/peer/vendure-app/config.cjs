// Vendure's configuration for the side-by-side bench (bench/peer/). Copied into the scratch
// folder next to its node_modules by bench/peer/vendure.mjs; CommonJS, no build step.
// Production mode: NODE_ENV=production, no GraphQL playgrounds or debug, no admin UI or assets
// (the catalogue has no images in Vendure), the default (PostgreSQL) search plugin, the job queue
// in memory in the server process (no worker, so no database polling during the bench).
const { DefaultSearchPlugin, dummyPaymentHandler, LogLevel, DefaultLogger } = require('@vendure/core');

const env = process.env;
exports.config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(env.PORT ?? 3321),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    cors: { origin: ['http://127.0.0.1'], credentials: true },
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    requireVerification: false,
    superadminCredentials: { identifier: 'superadmin', password: env.SUPERADMIN_PASSWORD ?? 'peer-bench-superadmin-1' },
    cookieOptions: { secret: env.COOKIE_SECRET ?? 'peer-bench-cookie-secret' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: env.DB_HOST ?? '127.0.0.1',
    port: Number(env.DB_PORT ?? 5432),
    username: env.DB_USER ?? 'postgres',
    password: env.DB_PASSWORD ?? '',
    database: env.DB_NAME ?? 'market_hp_vendure',
    synchronize: env.DB_SYNCHRONIZE === '1',
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: env.VENDURE_LOG === 'info' ? LogLevel.Info : LogLevel.Warn }),
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: env.SEARCH_BUFFER_UPDATES === '1', indexStockStatus: true })],
};
