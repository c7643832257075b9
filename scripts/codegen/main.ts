/**
 * `npm run codegen`: generates types, precompiled validators and the registry from forms/ and
 * schemas/ into generated/. With `--check` it writes nothing and fails when a file is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitForm } from './emit-form.ts';
import { emitRegistry } from './emit-registry.ts';
import { emitPortal } from './emit-portal.ts';
import { emitMetaSchemas } from './emit-meta-schemas.ts';
import { loadCatalog } from './load-catalog.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const generatedDir = join(root, 'generated');

async function generate(): Promise<Map<string, string>> {
  const forms = loadCatalog(join(root, 'forms'));
  const files = new Map<string, string>();
  for (const form of forms) {
    let emitted: Record<string, string>;
    try {
      emitted = await emitForm(form);
    } catch (error) {
      // Name the catalog files, not generated output: e.g. an unknown format or keyword (Ajv strict).
      throw new Error(`forms/${form.id} (schema.json, form.json or machine.json): ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const [name, content] of Object.entries(emitted)) files.set(join(generatedDir, 'forms', form.id, name), content);
  }
  files.set(join(generatedDir, 'registry.gen.ts'), emitRegistry(forms));
  files.set(join(generatedDir, 'portal.gen.ts'), emitPortal(JSON.parse(readFileSync(join(root, 'forms', 'portal.json'), 'utf8')), forms.map((f) => f.manifest)));
  files.set(join(generatedDir, 'meta-schemas.gen.ts'), emitMetaSchemas(root));
  return files;
}

function existingGenerated(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return existingGenerated(path);
    return entry.name.includes('.gen.') ? [path] : [];
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate();
  const stale = existingGenerated(generatedDir).filter((path) => !files.has(path));
  const changed = [...files].filter(([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content).map(([path]) => path);

  if (check) {
    const problems = [...changed.map((path) => `stale: ${relative(root, path)}`), ...stale.map((path) => `not generated any more: ${relative(root, path)}`)];
    if (problems.length) {
      console.error(`Generated files are not fresh; run \`npm run codegen\` and commit:\n${problems.join('\n')}`);
      process.exit(1);
    }
    console.log(`codegen: ${files.size} generated files are fresh`);
    return;
  }
  for (const path of stale) rmSync(path);
  for (const path of changed) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, files.get(path)!);
  }
  console.log(`codegen: ${files.size} files, ${changed.length} written, ${stale.length} removed`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
