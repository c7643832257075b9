/**
 * Start-up: time from launching the built server to the first page (HTML and its entry script)
 * being served, on a new embedded database (migrate and seed) and again on the existing one.
 * Budget: the first page within 10 s on a new database and 3 s on an existing one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const budgets = { newDatabaseMs: 10_000, existingDatabaseMs: 3_000 };
const port = 3950;

async function firstPage(dataDir: string): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://localhost:${port}` },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('The server did not serve a page within 60 s');
      try {
        const page = await fetch(`http://localhost:${port}/`);
        const html = await page.text();
        const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
        if (page.ok && script && (await fetch(`http://localhost:${port}${script}`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ms = performance.now() - started;
    const status = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')).catch(() => '');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'levy-portal-startup-'));
try {
  const fresh = await firstPage(dataDir);
  const again = await firstPage(dataDir);
  console.log(`new database: first page after ${fresh.ms.toFixed(0)} ms (budget ${budgets.newDatabaseMs} ms), server RSS ${fresh.rssMb.toFixed(0)} MB`);
  console.log(`existing database: first page after ${again.ms.toFixed(0)} ms (budget ${budgets.existingDatabaseMs} ms), server RSS ${again.rssMb.toFixed(0)} MB`);
  if (fresh.ms > budgets.newDatabaseMs || again.ms > budgets.existingDatabaseMs) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
