/**
 * ui.json, machine.json and each fixture against their meta-schemas (engine/core
 * `meta-schemas.ts`), each problem at the file's JSON pointer: unknown keys, unknown widget,
 * guard or action names, values of the wrong kind.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { fixtureMetaSchema, machineMetaSchema, uiMetaSchema } from '../../engine/core/meta-schemas.ts';

const ajv = new Ajv({ allErrors: true, strict: true });
const validators = { ui: ajv.compile(uiMetaSchema), machine: ajv.compile(machineMetaSchema), fixture: ajv.compile(fixtureMetaSchema) };

/** Ajv's errors as `<prefix><pointer>: <message>`, one line per place (an allowed-values list over the alternatives' noise). */
function describeErrors(errors: ErrorObject[], prefix: string): string[] {
  const byPath = new Map<string, string[]>();
  const add = (path: string, message: string) => byPath.set(path, [...(byPath.get(path) ?? []), message]);
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') add(`${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`, 'unknown key');
    else if (error.keyword === 'enum') add(error.instancePath, `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((value) => JSON.stringify(value)).join(', ')}`);
    else add(error.instancePath, error.message ?? error.keyword);
  }
  const problems: string[] = [];
  for (const [path, messages] of byPath) {
    const deeper = [...byPath.keys()].some((other) => other !== path && other.startsWith(`${path}/`));
    const listed = messages.find((message) => message.startsWith('must be one of') || message === 'unknown key');
    // An alternative that failed is named by its allowed values, or by what failed deeper down.
    if (listed) problems.push(`${prefix}${path}: ${listed}`);
    else if (!deeper) problems.push(`${prefix}${path}: ${[...new Set(messages)].join('; ')}`);
  }
  return problems;
}

const check = (validate: (typeof validators)[keyof typeof validators], value: unknown, prefix: string) => (validate(value) ? [] : describeErrors(validate.errors ?? [], prefix));

/** The problems of a form's ui.json, machine.json and fixtures (by name) against their meta-schemas. */
export function fileMetaProblems(files: { ui: unknown; machine: unknown; fixtures: { name: string; fixture: unknown }[] }): string[] {
  return [
    ...check(validators.ui, files.ui, 'ui.json#'),
    ...check(validators.machine, files.machine, 'machine.json#'),
    ...files.fixtures.flatMap(({ name, fixture }) => check(validators.fixture, fixture, `fixtures/${name}`)),
  ];
}
