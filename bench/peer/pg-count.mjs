// Counts the SQL statements a server sends to PostgreSQL: a TCP proxy in front of the database
// that reads the client side of the wire protocol (no TLS) and counts each simple-protocol Query
// ('Q', may hold several statements: counted as one) and each extended-protocol Execute ('E'),
// whatever the driver (postgres.js for ours, pg under TypeORM for Vendure). BEGIN, COMMIT and
// SET count as statements like any other. Used by run.mjs only in its SQL phase, so the
// throughput phases do not pay for the extra hop. Connections whose startup message names an
// application in `exclude` are passed through uncounted: our job runner's queue (pg-boss,
// 'stylehub-jobs') polls its 16 queues every few seconds whatever the requests do, and at the
// 100,000-product size those polls made up ~99% of the count (75-110 'statements per operation').
import net from 'node:net';

/** The application_name of a startup message (protocol 3: length, version, then key\0value\0 pairs). */
function applicationName(startup) {
  const fields = startup.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'application_name') return fields[i + 1];
  return '';
}

export function startCountingProxy({ host = '127.0.0.1', port = 5432, exclude = [] } = {}) {
  let statements = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    sockets.add(client).add(upstream);
    let buf = Buffer.alloc(0);
    let started = false; // the startup message (and an SSLRequest) has no type byte
    let counted = true;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          if (code !== 80877103) {
            // not an SSLRequest: the startup message
            started = true;
            counted = !exclude.includes(applicationName(buf.subarray(0, len)));
          }
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) break;
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const type = buf[0];
        const statement = type === 0x51 || type === 0x45; // Query, Execute
        if (counted && statement) statements += 1;
        buf = buf.subarray(1 + len);
      }
    });
    upstream.on('data', (d) => client.write(d));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        count: () => statements,
        close: () =>
          new Promise((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      }),
    );
  });
}
