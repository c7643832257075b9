import type { FormFiles, StudioFixture } from '../studio-api.ts';
import { joinPointer, pointerTokens } from '../../../engine/core/pointer.ts';

/** One message of a form: where it is written, the field and rule it belongs to, and its text. */
export interface FormMessage {
  file: 'schema' | 'form';
  /** JSON pointer of the message inside its file. */
  pointer: string;
  /** The data field it is shown at (schema.json), or the manifest place it belongs to (form.json). */
  field: string;
  /** The keyword (`required`, `pattern`, ...) or the message key (`successMessage`, ...). */
  rule: string;
  text: string;
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data path a schema location describes: the names under `properties` (and `items` as `*`). */
function dataPath(segments: readonly string[]): string {
  const path: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    if (segments[index] === 'properties' && index + 1 < segments.length) path.push(segments[(index += 1)]);
    else if (segments[index] === 'items') path.push('*');
  }
  return joinPointer(...path);
}

function schemaMessages(node: Json, segments: string[], out: FormMessage[]): void {
  if (Array.isArray(node)) node.forEach((item, index) => schemaMessages(item, [...segments, String(index)], out));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const here = [...segments, key];
    if (key !== 'errorMessage') {
      schemaMessages(value, here, out);
      continue;
    }
    const field = dataPath(segments);
    if (typeof value === 'string') out.push({ file: 'schema', pointer: joinPointer(...here), field, rule: 'any', text: value });
    if (!isObject(value)) continue;
    for (const [rule, message] of Object.entries(value)) {
      if (typeof message === 'string') out.push({ file: 'schema', pointer: joinPointer(...here, rule), field, rule, text: message });
      else if (isObject(message)) {
        // `required` and `properties` name the child field each message is for.
        for (const [child, text] of Object.entries(message)) {
          if (typeof text === 'string') out.push({ file: 'schema', pointer: joinPointer(...here, rule, child), field: `${field}/${child}`, rule, text });
        }
      }
    }
  }
}

const isMessageKey = (key: string, parent: string | undefined) => /Message$/.test(key) || parent === 'messages';

function manifestMessages(node: Json, segments: string[], out: FormMessage[]): void {
  if (Array.isArray(node)) node.forEach((item, index) => manifestMessages(item, [...segments, String(index)], out));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const here = [...segments, key];
    if (typeof value === 'string' && isMessageKey(key, segments.at(-1))) {
      const owner = typeof node.id === 'string' ? `${joinPointer(...segments)} (${node.id})` : joinPointer(...segments) || '/';
      out.push({ file: 'form', pointer: joinPointer(...here), field: owner, rule: key, text: value });
    } else manifestMessages(value, here, out);
  }
}

/** Every message of a form: schema.json's `errorMessage`s by field and rule, then form.json's messages. */
export function formMessages(files: Pick<FormFiles, 'schema' | 'form'>): FormMessage[] {
  const out: FormMessage[] = [];
  schemaMessages(files.schema, [], out);
  manifestMessages(files.form, [], out);
  return out;
}

/** The files with the message at `file` + `pointer` replaced by `text`. */
export function withMessage(files: FormFiles, message: Pick<FormMessage, 'file' | 'pointer'>, text: string): FormFiles {
  const root = structuredClone(files[message.file]) as Record<string, Json>;
  const segments = pointerTokens(message.pointer);
  let node: Json = root;
  for (const segment of segments.slice(0, -1)) node = isObject(node) || Array.isArray(node) ? (node as Record<string, Json>)[segment] : undefined;
  if (!isObject(node) && !Array.isArray(node)) return files;
  (node as Record<string, Json>)[segments.at(-1)!] = text;
  return { ...files, [message.file]: root };
}

/** The fixtures that expect this text as an error message (they pin it). */
export function fixturesPinning(fixtures: FormFiles['fixtures'], text: string): string[] {
  return Object.entries(fixtures)
    .filter(([, fixture]) => (fixture.expect?.errors ?? []).some((error) => error.message === text))
    .map(([name]) => name);
}

/** A fixture's error problems (engine/core runner: `missing error <path> "<message>"`), read back. */
export function errorProblems(problems: readonly string[]): { missing: { path: string; message: string }[]; unexpected: { path: string; message: string }[] } {
  const missing: { path: string; message: string }[] = [];
  const unexpected: { path: string; message: string }[] = [];
  for (const problem of problems) {
    const match = /^(missing|unexpected) error (\S*) (".*")$/.exec(problem);
    if (!match) continue;
    try {
      (match[1] === 'missing' ? missing : unexpected).push({ path: match[2], message: JSON.parse(match[3]) as string });
    } catch {
      // Not a message this runner wrote: nothing to propose.
    }
  }
  return { missing, unexpected };
}

/**
 * The fixture with the old message replaced by the new one at every path where the draft now
 * gives the new message instead of the old (from the fixture's run against the draft), or
 * undefined when nothing there changes.
 */
export function repinnedFixture(fixture: StudioFixture, problems: readonly string[], oldText: string, newText: string): StudioFixture | undefined {
  const { missing, unexpected } = errorProblems(problems);
  const moved = new Set(missing.filter((error) => error.message === oldText && unexpected.some((other) => other.path === error.path && other.message === newText)).map((error) => error.path));
  if (!moved.size || !fixture.expect?.errors) return undefined;
  const errors = fixture.expect.errors.map((error) => (error.message === oldText && moved.has(error.path) ? { ...error, message: newText } : error));
  return { ...fixture, expect: { ...fixture.expect, errors } };
}
