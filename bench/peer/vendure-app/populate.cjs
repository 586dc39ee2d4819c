// Creates Vendure's schema and loads our catalogue (products.csv and initial-data.json, written by
// bench/peer/vendure.mjs) with Vendure's own Populator and Importer, then builds its collections
// and search index and waits for those jobs. Run with DB_SYNCHRONIZE=1 on an empty database.
const path = require('node:path');
const {
  bootstrap,
  ConfigService,
  JobQueueService,
  ChannelService,
  GlobalSettingsService,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} = require('@vendure/core');
const { populateInitialData, importProductsFromCsv, populateCollections } = require('@vendure/core/cli');
const { config } = require('./config.cjs');

const dir = __dirname;
const initialData = require(path.join(dir, 'initial-data.json'));

async function waitForJobs(app) {
  // The in-memory queue: poll until nothing is pending or running.
  const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
  for (;;) {
    const { items: all } = await strategy.findMany({ take: 100000 });
    const items = all.filter((j) => ['PENDING', 'RUNNING', 'RETRYING'].includes(j.state));
    if (!items.length) return;
    console.log(`waiting for ${items.length} jobs (${[...new Set(items.map((j) => j.queueName))].join(', ')})`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function main() {
  const app = await bootstrap(config);
  await app.get(JobQueueService).start();
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: ['ko'], trackInventory: true });
  const channel = await app.get(ChannelService).getDefaultChannel();
  await app.get(ChannelService).update(ctx, {
    id: channel.id,
    defaultLanguageCode: 'ko',
    availableLanguageCodes: ['ko'],
    defaultCurrencyCode: 'KRW',
    availableCurrencyCodes: ['KRW'],
    pricesIncludeTax: true,
  });
  await populateInitialData(app, initialData);
  const t0 = Date.now();
  const result = await importProductsFromCsv(app, path.join(dir, 'products.csv'), 'ko');
  console.log(`imported ${result.imported} products in ${((Date.now() - t0) / 1000).toFixed(0)} s, ${result.errors.length} errors`);
  if (result.errors.length) console.log(result.errors.slice(0, 20).join('\n'));
  await populateCollections(app, initialData);
  await waitForJobs(app);
  // The collection filters' job already indexes every variant it touches; reindex only when the
  // index does not hold every variant yet.
  const db = app.get(TransactionalConnection).rawConnection;
  const [{ indexed }] = await db.query('select count(*)::int as indexed from search_index_item');
  const [{ variants }] = await db.query('select count(*)::int as variants from product_variant where "deletedAt" is null');
  console.log(`search index: ${indexed} of ${variants} variants`);
  if (indexed < variants) {
    const ctxKo = await app.get(RequestContextService).create({ apiType: 'admin', languageCode: 'ko' });
    const t1 = Date.now();
    await app.get(SearchService).reindex(ctxKo);
    await waitForJobs(app);
    console.log(`reindexed in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
  }
  await app.close();
  process.exit(result.errors.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
