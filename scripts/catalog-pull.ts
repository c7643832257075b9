/**
 * `npm run catalog:pull`: writes the newest published revision of each form from the database
 * (DATABASE_URL, else the embedded one in DATA_DIR) into forms/<id>/, so the repository follows
 * what analysts published. A file whose content is unchanged is left as it is (its formatting
 * kept); fixtures no longer in the revision are removed. Run `npm run codegen` afterwards.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { latestRevisions } from '../server/studio/revision-store.ts';
import { formFolder } from '../server/studio/export-bundle.ts';
import { writeFormFolder } from './catalog-pull/write-form-folder.ts';

const formsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'forms');

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const revisions = await latestRevisions(db);
    let written = 0;
    for (const revision of revisions) {
      const touched = writeFormFolder(formsDir, revision.formId, formFolder(revision.files));
      written += touched.length;
      for (const path of touched) console.log(`  ${path} (v${revision.version} revision ${revision.revision}, ${revision.publishedBy})`);
    }
    console.log(`catalog:pull: ${revisions.length} forms, ${written} files written or removed${written ? '; run `npm run codegen`' : ''}`);
  } finally {
    await db.close();
  }
}

await main();
