// `npm run build`: installs if needed and builds the shell and the four remotes for production.
// `--if-stale` rebuilds only apps whose sources changed since their last build.
import { APPS, buildApps, ensureInstalled, log, staleApps } from './lib.mjs';

await ensureInstalled();
const apps = process.argv.includes('--if-stale') ? staleApps() : APPS;
if (apps.length === 0) log('front-end builds are up to date');
await buildApps(apps);
