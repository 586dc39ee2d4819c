// Counts the SQL statements a server sends to PostgreSQL: a TCP proxy in front of the database
// that reads the client side of the wire protocol (no TLS) and counts each simple-protocol Query
// ('Q', may hold several statements: counted as one) and each extended-protocol Execute ('E'),
// whatever the driver (postgres.js for ours, pg under TypeORM for Vendure). BEGIN, COMMIT and
// SET count as statements like any other. Used by run.mjs only in its SQL phase, so the
// throughput phases do not pay for the extra hop.
import net from 'node:net';

export function startCountingProxy({ host = '127.0.0.1', port = 5432 } = {}) {
  let statements = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    sockets.add(client).add(upstream);
    let buf = Buffer.alloc(0);
    let started = false; // the startup message (and an SSLRequest) has no type byte
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          if (code !== 80877103) started = true; // not an SSLRequest: the startup message
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) break;
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const type = buf[0];
        if (type === 0x51 /* Q */ || type === 0x45 /* E */) statements += 1;
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
