/**
 * A form's compiled module for a published revision or a Studio draft: the same validators per
 * step, conditions and machine as `emit-form.ts`, in one self-contained ES module without
 * imports (see engine/core/revision-runtime.ts), so it can be served from a content address.
 */
import { collectConditions, conditionKey } from '../../engine/core/condition-key.ts';
import { sectionConditions } from '../../engine/core/hidden-values.ts';
import { hostConditions } from '../../engine/core/host.ts';
import { withSectionRules } from '../../engine/core/section-rules.ts';
import { bundleSchema, stepSchema } from './bundle-schema.ts';
import { cjsToScope } from './cjs-to-esm.ts';
import { compileConditionsCjs, compileRjsfValidatorsCjs } from './compile-validators.ts';
import type { CatalogForm } from './load-catalog.ts';

const json = (value: unknown) => JSON.stringify(value);

/** The module's source; it exports `createForm(runtime)` returning the CompiledForm. */
export function emitRevisionModule(form: CatalogForm): string {
  const bundled = bundleSchema(form.schemaFile, { schema: form.schema, conditions: form.manifest.conditions ?? {} });
  const whole = compileRjsfValidatorsCjs(bundled);
  const scopes = [`  const formFns = ${cjsToScope(whole.code)};`];
  const steps = form.manifest.steps.map((step, index) => {
    let fns = 'formFns';
    let rootKey = whole.rootKey;
    if (step.dataPointer !== '') {
      const compiled = compileRjsfValidatorsCjs(stepSchema(bundled, step.dataPointer));
      fns = `step${index}Fns`;
      rootKey = compiled.rootKey;
      scopes.push(`  const ${fns} = ${cjsToScope(compiled.code)};`);
    }
    return `    ${json(step.id)}: { manifest: manifest.steps[${index}], schema: stepSchema(${json(step.dataPointer)}), validate: ${fns}[${json(rootKey)}], rjsfValidateFns: ${fns} },`;
  });
  const evaluated = [...collectConditions(withSectionRules(form.machine, form.manifest)), ...sectionConditions(form.manifest), ...hostConditions(form.manifest)];
  const conditions = Object.fromEntries(evaluated.map((schema) => [conditionKey(schema), schema]));
  scopes.push(`  const conditions = ${cjsToScope(compileConditionsCjs(conditions))};`);

  return `// A compiled form revision (the build's codegen, run by the server). Do not edit.
const manifest = ${json(form.manifest)};
const schema = ${json(bundled)};
const uiSchema = ${json(form.uiSchema)};
const machine = ${json(form.machine)};

function stepSchema(pointer) {
  if (pointer === '') return schema;
  let node = schema;
  for (const segment of pointer.slice(1).split('/')) node = node.properties[segment];
  return schema.$defs ? { ...node, $defs: schema.$defs } : node;
}

export default function createForm(runtime) {
${scopes.join('\n')}
  return {
    manifest,
    schema,
    uiSchema,
    machine,
    validate: formFns[${json(whole.rootKey)}],
    steps: {
${steps.join('\n')}
    },
    conditions,
  };
}
`;
}
