import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { findRepoRoot } from '../lib/paths';

/** Real API processes (`src/server.ts` under tsx) for tests of several processes on one database. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  output(): string;
}

/** Starts the API on `url` at `port`; `env` adds to (or overrides) the defaults: seeding demo mode, warnings only. */
export function startServer(url: string, port: number, env: Record<string, string> = {}): ServerProcess {
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(findRepoRoot(), 'api'),
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), SEED: '1', DEMO_MODE: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  return { proc, base: `http://127.0.0.1:${port}`, output: () => out };
}

/** Resolves once `/api/health` answers 200; throws with the server's output if it exits or `timeoutMs` passes. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`server exited (${server.proc.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** SIGTERM (graceful shutdown), SIGKILL after 10 s. */
export function stopServer(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}
