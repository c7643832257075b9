// Installs the locked packages when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work alone on a fresh clone. Node built-ins only.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.levy-portal-lock-hash');
const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');

const installed = existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash;
if (!installed) {
  console.log('Installing the locked packages (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, lockHash);
}
