// The child processes a bench starts (the API, bare baselines, a peer server): their stderr kept
// for the message when one dies early, and stopped gracefully (SIGTERM, SIGKILL after 10 s).
import { spawn } from 'node:child_process';

const running = new Set();

/** Starts `node <args>`; `echoStderr` passes its stderr through as well. */
export function startChild(label, args, spawnOptions = {}, { echoStderr = false } = {}) {
  const child = spawn(process.execPath, args, { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
    if (echoStderr) process.stderr.write(d);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!child.stopping) console.error(`${label} exited (${code ?? signal}):\n${stderr}`);
  });
  running.add(child);
  return child;
}

export async function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  child.stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Every child still running. */
export function stopChildren() {
  return Promise.all([...running].map(stopChild));
}
