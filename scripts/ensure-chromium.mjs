// Makes sure Debian's Chromium (and a Korean font) is installed for the browser tests.
// As root it installs them with apt-get; otherwise it stops with the one command to run.
// Never downloads a browser of Playwright's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, log } from './lib.mjs';

export function ensureChromium() {
  const found = findChromium();
  const font = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (found && font) return found;
  const command = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
  if (process.getuid?.() !== 0) {
    console.error(`\n[market] Chromium for the browser tests is missing. Install it with:\n  sudo ${command}\n`);
    process.exit(1);
  }
  log(`installing Debian's Chromium and Korean fonts: ${command}`);
  const res = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${command.replace('install -y', 'install -y -qq')}`], {
    stdio: 'inherit',
  });
  const after = findChromium();
  if (res.status !== 0 || !after) {
    console.error('[market] could not install Chromium; the browser tests cannot run');
    process.exit(1);
  }
  return after;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
