import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedCatalogRevisions } from './studio/seed-revisions.ts';
import { prepareDatabase } from './seed/first-start.ts';
import { isLocalAddress } from './local-address.ts';

// Entry: configuration, database (migrated; seeded until a seed has completed), then listen.
const config = loadConfig();
const db = await openDatabase(config);
const { seeded: fresh } = await prepareDatabase(db);
// Revision 1 of every catalog form not yet published (the Forms Studio's starting point).
await seedCatalogRevisions(db);

const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? 'info' }, reconcilePaymentsEveryMs: 60_000 });
await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`BCI Levy Portal listening on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}${fresh ? ', seeded' : ''})`);
if (config.oidc.localProvider && config.showVerificationCodes && !isLocalAddress(config.publicUrl)) {
  console.warn(`Sign-up and password-reset codes are shown on the sign-in pages of ${config.publicUrl}: set SHOW_VERIFICATION_CODES=false (or NODE_ENV=production) unless this server is for development only.`);
}

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
