/** `npm run bench`: every benchmark in turn (build first with `npm run build`). */
import { spawnSync } from 'node:child_process';

let failed = false;
for (const file of ['bench/bundle.ts', 'bench/startup.ts', 'bench/keystroke.ts', 'bench/claim-csv.ts', 'bench/studio-compile.ts', 'bench/load.ts', 'bench/lighthouse.ts']) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
