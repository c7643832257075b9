// Finds Chromium for the browser tests, installing Debian's package when it is missing.
// CHROMIUM_PATH points at another build. Prints the path it settled on.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'Chromium is needed for the end-to-end tests and was not found.\n' +
        'Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq --no-install-recommends chromium fonts-liberation', { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium()) install();
  const path = findChromium();
  if (!path) {
    console.error('Chromium is still missing after the install; set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}
