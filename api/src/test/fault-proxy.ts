import net from 'node:net';

/**
 * A TCP proxy between postgres.js and a PostgreSQL server that counts the client's query
 * messages (simple `Query` and extended-protocol `Execute`) and, when armed with N, kills the
 * connection that carries the N-th one: half the time before the server sees it, half the time
 * just after it was flushed to the server (a statement, or a COMMIT, that ran but whose answer
 * was lost). The server then rolls back whatever transaction was open on that connection.
 */
export interface FaultProxy {
  port: number;
  /** The same database reached through the proxy. */
  url(databaseUrl: string): string;
  /** Kill the connection of the n-th query message from now (1-based). */
  arm(n: number, deliverFirst: boolean): void;
  disarm(): void;
  /** Query messages seen since the start (for calibrating N). */
  readonly counted: number;
  /** Connections killed so far. */
  readonly faults: number;
  close(): Promise<void>;
}

const QUERY_MESSAGES = new Set(['Q'.charCodeAt(0), 'E'.charCodeAt(0)]);

export async function startFaultProxy(target: { host: string; port: number } = { host: '127.0.0.1', port: 5432 }): Promise<FaultProxy> {
  let counted = 0;
  let faults = 0;
  let countdown = 0;
  let deliver = false;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let killed = false;
    let dropping = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      faults += 1;
      client.destroy();
      upstream.destroy();
    };
    // Client → server: parse message boundaries (the startup message has no type byte).
    let startup = true;
    let header = Buffer.alloc(0);
    let remaining = 0;
    let type = 0;
    client.on('data', (chunk: Buffer) => {
      if (killed || dropping) return;
      let offset = 0;
      while (offset < chunk.length) {
        if (remaining > 0) {
          const take = Math.min(remaining, chunk.length - offset);
          offset += take;
          remaining -= take;
          if (remaining === 0 && onMessageEnd(offset)) return;
          continue;
        }
        const headerSize = startup ? 4 : 5;
        const take = Math.min(headerSize - header.length, chunk.length - offset);
        header = Buffer.concat([header, chunk.subarray(offset, offset + take)]);
        offset += take;
        if (header.length < headerSize) continue;
        type = startup ? 0 : header[0]!;
        const length = header.readInt32BE(startup ? 0 : 1);
        remaining = length - 4;
        header = Buffer.alloc(0);
        // An SSLRequest is 8 bytes; the StartupMessage is longer and ends the untyped phase.
        if (startup && length > 8) startup = false;
        if (remaining === 0 && onMessageEnd(offset)) return;
      }
      upstream.write(chunk);

      /** True when the connection was killed (the rest of the chunk is dropped). */
      function onMessageEnd(end: number): boolean {
        if (!QUERY_MESSAGES.has(type) || startup) return false;
        counted += 1;
        if (countdown <= 0) return false;
        countdown -= 1;
        if (countdown > 0) return false;
        dropping = true;
        if (deliver) upstream.write(chunk.subarray(0, end), () => setImmediate(kill));
        else kill();
        return true;
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    });
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    url(databaseUrl) {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    arm(n, deliverFirst) {
      countdown = Math.max(1, n);
      deliver = deliverFirst;
    },
    disarm() {
      countdown = 0;
    },
    get counted() {
      return counted;
    },
    get faults() {
      return faults;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
