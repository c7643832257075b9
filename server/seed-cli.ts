import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDatabase } from './seed/seed-database.ts';

// `npm run seed`: migrate, then insert any missing demo data.
const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedDatabase(db);
  console.log(`Seeded the demo data into ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/db`}.`);
} finally {
  await db.close();
}
