import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { copyLines } from './src/lib/export-copy';
const client = postgres('postgres://postgres@127.0.0.1:5432/market_hxlsx_scratch', { max: 2 });
for (let round = 0; round < 2; round++) {
  const t0 = performance.now(); const c0 = process.cpuUsage();
  let chunks = 0, bytes = 0;
  for await (const c of copyLines(client, sql`select v || repeat('x', 200) || chr(13) || chr(10) from t`)) { chunks++; bytes += c.length; }
  const cpu = process.cpuUsage(c0);
  console.log({ s: ((performance.now() - t0) / 1000).toFixed(2), chunks, mb: (bytes / 1e6).toFixed(0), nodeCpuS: ((cpu.user + cpu.system) / 1e6).toFixed(2) });
}
await client.end();
