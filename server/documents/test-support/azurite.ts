import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../auth/test-support/provider-harness.ts';

// Azurite's well-known development account (public, documented by Microsoft).
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Starts Azurite's blob service (the npm package) on a free port with a temporary folder. */
export async function startAzurite(port?: number): Promise<Azurite> {
  const blobPort = port ?? (await freePort());
  const location = mkdtempSync(join(tmpdir(), 'levy-azurite-'));
  const child = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'azurite-blob'),
    ['--blobHost', '127.0.0.1', '--blobPort', String(blobPort), '--location', location, '--skipApiVersionCheck', '--loose', '--silent'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; !(await accepts(blobPort)); tries += 1) {
    if (tries > 300 || child.exitCode !== null) throw new Error('Azurite did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${blobPort}/${ACCOUNT};`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(location, { recursive: true, force: true });
    },
  };
}
