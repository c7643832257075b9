/**
 * Checks of the catalog as a whole and of each form.json against its meta-schema, each problem
 * named by the form's catalog file and the JSON pointer that is wrong (never a generated file):
 * unknown or mistyped manifest keys, change types the database does not know, two forms on one
 * endpoint (quick edits excepted: they share theirs, each changing fields of its own), route
 * parameters the form never uses, step fields placed in no section, and a section that `describes`
 * fields without being a notice, or fields its step does not place.
 */
import Ajv from 'ajv';
import enums from '../../schemas/enums.json' with { type: 'json' };
import type { FormManifest } from '../../engine/core/types.ts';
import manifestSchema from './form-manifest.schema.json' with { type: 'json' };

const ajv = new Ajv({ allErrors: true, strict: true });
const validateManifest = ajv.compile(manifestSchema);

/** Change types the database accepts (schemas/enums.json, which the migration's CHECK matches). */
export const CHANGE_TYPES: readonly string[] = enums.$defs.complexChangeType.enum;

/** form.json against its meta-schema: each unknown key or wrong value at its pointer. */
export function manifestProblems(manifest: unknown): string[] {
  if (validateManifest(manifest)) return [];
  return (validateManifest.errors ?? []).map((error) => {
    const at = `form.json#${error.instancePath}`;
    if (error.keyword === 'additionalProperties') return `${at}/${(error.params as { additionalProperty: string }).additionalProperty}: unknown key`;
    return `${at}: ${error.message}`;
  });
}

/** Problems of one manifest that need no schema: change type, route parameters. */
export function manifestRules(manifest: FormManifest): string[] {
  const problems: string[] = [];
  const submit = manifest.submit;
  if ((submit?.kind === 'complex-change' || submit?.kind === 'simple-change') && !CHANGE_TYPES.includes(submit.changeType ?? '')) {
    problems.push(`form.json#/submit/changeType: '${submit.changeType ?? ''}' is not a change type the server stores (${CHANGE_TYPES.join(', ')})`);
  }
  problems.push(...changeProjectProblems(manifest), ...noticeTargetProblems(manifest));
  const routeParams = new Set([...(manifest.route ?? '').matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]));
  for (const [, name] of (submit?.successRoute ?? '').matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (!routeParams.has(name)) problems.push(`form.json#/submit/successRoute: ':${name}' is not a parameter of the form's route`);
  }
  return problems;
}

/** A section's `describes` names fields its notice is about: it needs a notice, and each field a place in the same step. */
function noticeTargetProblems(manifest: FormManifest): string[] {
  const problems: string[] = [];
  manifest.steps.forEach((step, stepIndex) => {
    const placed = new Set(step.sections.flatMap((section) => section.fields ?? []));
    step.sections.forEach((section, index) => {
      if (!section.describes) return;
      const at = `form.json#/steps/${stepIndex}/sections/${index}/describes`;
      if (!section.notice) problems.push(`${at}: only a notice describes fields; the section has no 'notice'`);
      for (const name of section.describes) if (!placed.has(name)) problems.push(`${at}: '${name}' is not a field of this step's sections`);
    });
  });
  return problems;
}

/**
 * A change request is for one project, which the server must be able to find: the route's
 * project (`context` has `project`, the data carries its id) or one named by its levy number
 * (`submit.project`). Files of a project named by number (another levy payer's) go under the
 * change request, the one record the caller owns.
 */
function changeProjectProblems(manifest: FormManifest): string[] {
  const submit = manifest.submit;
  if (!submit) return [];
  const problems: string[] = [];
  const routed = (manifest.context ?? []).includes('project');
  if (submit.kind !== 'complex-change') {
    if (submit.project) problems.push('form.json#/submit/project: only a complex-change submission names its project by number');
    if (submit.uploadsUnder) problems.push('form.json#/submit/uploadsUnder: only a complex-change submission uploads files after the save');
    return problems;
  }
  if (!routed && !submit.project) problems.push("form.json#/submit: a change request names its project: declare the 'project' context (the route's project) or submit.project (by levy number)");
  if (!routed && !manifest.loadFailedMessage) problems.push("form.json#/loadFailedMessage: a change form without the route's project says in its own words that its context could not be loaded");
  if (routed && submit.project) problems.push("form.json#/submit/project: the form already has the route's project (context 'project'); name it one way only");
  if (submit.project && manifest.attachments && submit.uploadsUnder === 'project') {
    problems.push("form.json#/submit/uploadsUnder: files of a project named by number go under the change request ('change'): the caller cannot upload under another levy payer's project");
  }
  return problems;
}

/**
 * Problems across forms: two forms posting to one endpoint, or hosted the same way at one route;
 * a step embedding a form the catalog lacks.
 * A page may host several dialogs, and simple-change forms may share an endpoint (the server tells
 * them apart by the fields a payload changes, see `sharedFieldProblems`).
 */
export function catalogProblems(manifests: readonly FormManifest[]): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const add = (id: string, problem: string) => problems.set(id, [...(problems.get(id) ?? []), problem]);
  const seen = new Map<string, string>();
  for (const manifest of manifests) {
    const submit = manifest.submit;
    const host = manifest.host ?? 'page';
    const keys = [
      submit ? [`${submit.method} ${submit.endpoint}${submit.kind === 'simple-change' ? ` ${manifest.id}` : ''}`, `form.json#/submit/endpoint: '${submit.endpoint}' is also the endpoint of form`] : undefined,
      manifest.route ? [`${host} at ${manifest.route}${host === 'dialog' ? ` ${manifest.id}` : ''}`, `form.json#/route: '${manifest.route}' already hosts (as ${host}) form`] : undefined,
    ];
    for (const entry of keys) {
      if (!entry) continue;
      const [key, message] = entry;
      const other = seen.get(key);
      if (other) add(manifest.id, `${message} '${other}'`);
      else seen.set(key, manifest.id);
    }
  }
  const ids = new Set(manifests.map((manifest) => manifest.id));
  for (const manifest of manifests) {
    manifest.steps.forEach((step, s) => {
      if (step.embed && !ids.has(step.embed.form)) add(manifest.id, `form.json#/steps/${s}/embed/form: no form '${step.embed.form}' in the catalog`);
    });
  }
  return problems;
}

/** A simple-change form and the fields it may change (its schema's top-level fields but the prefill and the certification). */
export interface ChangingForm {
  manifest: FormManifest;
  fields: readonly string[];
}

/**
 * Simple-change forms on one endpoint must change different fields, so the server can tell by a
 * payload's fields which form's validator and availability rule apply; and only simple-change forms
 * may share an endpoint with one.
 */
export function sharedFieldProblems(forms: readonly ChangingForm[]): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const owners = new Map<string, string>();
  const kinds = new Map<string, Set<string>>();
  for (const { manifest } of forms) {
    if (!manifest.submit) continue;
    const key = `${manifest.submit.method} ${manifest.submit.endpoint}`;
    kinds.set(key, new Set([...(kinds.get(key) ?? []), manifest.submit.kind]));
  }
  for (const { manifest, fields } of forms) {
    const submit = manifest.submit;
    if (submit?.kind !== 'simple-change') continue;
    const key = `${submit.method} ${submit.endpoint}`;
    const found: string[] = [];
    if ((kinds.get(key)?.size ?? 0) > 1) found.push(`form.json#/submit/endpoint: '${submit.endpoint}' is also the endpoint of a form that is not a simple change`);
    for (const field of fields) {
      const other = owners.get(`${key} ${field}`);
      if (other) found.push(`form.json#/submit/endpoint: field '${field}' is also changed by form '${other}' on '${submit.endpoint}'`);
      else owners.set(`${key} ${field}`, manifest.id);
    }
    if (found.length) problems.set(manifest.id, found);
  }
  return problems;
}

/** Top-level fields of each step's schema that no section of the step places (hidden widgets excepted). */
export function unplacedFields(manifest: FormManifest, stepProperties: (dataPointer: string) => string[], uiSchema: Record<string, unknown>): string[] {
  const problems: string[] = [];
  manifest.steps.forEach((step, index) => {
    const placed = new Set(step.sections.flatMap((section) => section.fields ?? []));
    const ui = (step.dataPointer ? uiSchema[step.dataPointer.slice(1)] : uiSchema) as Record<string, { 'ui:widget'?: string }> | undefined;
    // Fields of other steps sharing the same data are placed there.
    const elsewhere = new Set(manifest.steps.filter((other) => other !== step && other.dataPointer === step.dataPointer).flatMap((other) => other.sections.flatMap((section) => section.fields ?? [])));
    for (const name of stepProperties(step.dataPointer)) {
      if (placed.has(name) || elsewhere.has(name) || ui?.[name]?.['ui:widget'] === 'hidden') continue;
      problems.push(`form.json#/steps/${index}/sections: field '${name}' of the step's schema is placed in no section`);
    }
  });
  return problems;
}

interface FilesSchema {
  maxItems?: number;
  minItems?: number;
  items?: { properties?: { fileName?: { pattern?: string }; sizeBytes?: { minimum?: number; maximum?: number } } };
}

/**
 * The upload rules are written in three places — form.json `attachments` (what the uploader
 * checks in the browser), the files field's schema (what the validators check) and the server's
 * upload limits — so they must agree: the same count, size and file types. A minimum of files
 * (`minFiles`, which keeps the browser's Submit disabled) is the schema's `minItems` on a field
 * the schema requires (`fieldRequired`), so the validators and the server refuse too, with the
 * schema's message. A form that takes 0-byte files (`acceptEmptyFiles`) has a schema that takes them too.
 */
export function attachmentProblems(
  manifest: FormManifest,
  filesSchema: FilesSchema | undefined,
  server: { maxBytes: number; extensions: readonly string[] },
  fieldRequired?: boolean,
): string[] {
  const rules = manifest.attachments;
  if (!rules) return [];
  if (!filesSchema) return [`form.json#/attachments/field: no schema at '${rules.field}'`];
  const problems: string[] = [];
  const at = 'form.json#/attachments';
  if (filesSchema.maxItems !== rules.maxFiles) problems.push(`${at}/maxFiles: ${rules.maxFiles} but the field's schema allows ${filesSchema.maxItems ?? 'any number of'} files`);
  const minItems = filesSchema.minItems ?? 0;
  if (minItems !== rules.minFiles) problems.push(`${at}/minFiles: ${rules.minFiles} but the field's schema has minItems ${minItems}`);
  if (rules.minFiles > 0 && fieldRequired === false) problems.push(`${at}/minFiles: ${rules.minFiles} but the schema does not require '${rules.field}', so data without files passes`);
  const maxSize = filesSchema.items?.properties?.sizeBytes?.maximum;
  if (maxSize !== rules.maxFileSizeBytes) problems.push(`${at}/maxFileSizeBytes: ${rules.maxFileSizeBytes} but the field's schema allows ${maxSize ?? 'any size'}`);
  const minSize = filesSchema.items?.properties?.sizeBytes?.minimum ?? 0;
  if (rules.acceptEmptyFiles && minSize > 0) problems.push(`${at}/acceptEmptyFiles: the uploader attaches a 0-byte file but the field's schema needs at least ${minSize} bytes`);
  if (rules.maxFileSizeBytes > server.maxBytes) problems.push(`${at}/maxFileSizeBytes: ${rules.maxFileSizeBytes} is more than the server accepts (${server.maxBytes})`);
  const pattern = filesSchema.items?.properties?.fileName?.pattern;
  const accepts = (extension: string) => (pattern ? new RegExp(pattern, 'u').test(`file.${extension}`) : true);
  for (const extension of rules.extensions) {
    if (!accepts(extension)) problems.push(`${at}/extensions: '${extension}' is refused by the field's schema`);
    if (!server.extensions.includes(extension)) problems.push(`${at}/extensions: '${extension}' is refused by the server`);
  }
  for (const extension of server.extensions) if (!rules.extensions.includes(extension) && accepts(extension)) problems.push(`${at}/extensions: the field's schema accepts '${extension}', which form.json does not list`);
  return problems;
}
