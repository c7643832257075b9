/**
 * The catalog linter's checks of what a form asks of its host (engine/core `host.ts`): step
 * actions, the steps a step reviews, payload mappings, context selections and ABN lookups. Each
 * problem names the form.json pointer that is wrong.
 */
import contextSchema from '../../schemas/context.json' with { type: 'json' };
import { availabilityNames, isAvailabilityName } from './availability.ts';
import { cacheNames, contextNames, hostMessageKeys, serverPayloads, stepActionTypes } from './host.ts';
import { mappingSources, ruleContextPointers } from './payloads.ts';
import { fieldCheckNames } from './field-checks.ts';
import type { FormManifest } from './types.ts';

export interface HostLintInput {
  manifest: FormManifest;
  uiSchema: Record<string, unknown>;
  /** Whether a data pointer names a field of the form's schema. */
  fieldExists: (pointer: string) => boolean;
}

/** Data pointers of the ui.json nodes rendered with this widget. */
function widgetPointers(ui: unknown, widget: string, base = ''): string[] {
  if (!ui || typeof ui !== 'object') return [];
  const node = ui as Record<string, unknown>;
  const own = node['ui:widget'] === widget ? [base] : [];
  return [...own, ...Object.entries(node).filter(([key]) => !key.startsWith('ui:')).flatMap(([key, child]) => widgetPointers(child, widget, `${base}/${key}`))];
}

type ShapeNode = { type?: string; properties?: Record<string, ShapeNode>; items?: ShapeNode };
const contextShapes = contextSchema.$defs as Record<string, ShapeNode>;

/** Whether a context pointer names a field of its context's declared shape (schemas/context.json); selections are not checked. */
export function inContextShape(pointer: string): boolean {
  const [root, ...rest] = pointer.split('/').slice(1);
  let node: ShapeNode | undefined = contextShapes[root];
  if (!node) return true;
  for (const segment of rest) {
    if (node.properties) node = node.properties[segment];
    else if (node.items && /^\d+$/.test(segment)) node = node.items;
    else if (!node.type) return true;
    else return false;
    if (!node) return false;
  }
  return true;
}

/** Every host problem of one form; an empty list means it passes. */
export function lintHost({ manifest, uiSchema, fieldExists }: HostLintInput): string[] {
  const problems: string[] = [];
  const payloads = manifest.payloads ?? {};
  const requests = new Set<string>();
  const responses = new Set<string>();
  const payloadNamed = (name: string, at: string) => {
    if (!(name in payloads)) problems.push(`form.json${at}: no payload mapping '${name}' in payloads`);
  };
  (manifest.submit?.refreshes ?? []).forEach((name, index) => {
    if (!cacheNames.includes(name as never)) problems.push(`form.json/submit/refreshes/${index}: unknown record '${name}' (known: ${cacheNames.join(', ')})`);
  });
  const bank = manifest.submit?.bankAccount;
  if (bank && !fieldExists(bank.field)) problems.push(`form.json/submit/bankAccount/field: no field '${bank.field}'`);
  const project = manifest.submit?.project;
  if (project && !fieldExists(project.field)) problems.push(`form.json/submit/project/field: no field '${project.field}'`);
  if (manifest.submit?.payload) {
    payloadNamed(manifest.submit.payload, '/submit/payload');
    requests.add(manifest.submit.payload);
  }
  manifest.steps.forEach((step, stepIndex) => {
    const at = `/steps/${stepIndex}`;
    (step.actions ?? []).forEach((action, index) => {
      const where = `${at}/actions/${index}`;
      if (!stepActionTypes.includes(action.type)) problems.push(`form.json${where}/type: unknown step action '${action.type}'`);
      payloadNamed(action.request, `${where}/request`);
      payloadNamed(action.response, `${where}/response`);
      requests.add(action.request);
      responses.add(action.response);
      (action.requires ?? []).forEach((requirement, r) => {
        if (!fieldExists(requirement.field)) problems.push(`form.json${where}/requires/${r}/field: no field '${requirement.field}'`);
      });
    });
    (step.review ?? []).forEach((reviewed, index) => {
      if (!manifest.steps.some((other) => other.id === reviewed.step)) problems.push(`form.json${at}/review/${index}/step: no step '${reviewed.step}'`);
    });
  });
  for (const [name, mapping] of Object.entries(payloads)) {
    const server = Object.hasOwn(serverPayloads, name) ? serverPayloads[name as keyof typeof serverPayloads] : undefined;
    if (server) {
      for (const pointer of mappingSources(mapping)) {
        const [root = '', ...rest] = pointer.split('/').slice(1);
        if (!(server.reads as readonly string[]).includes(root)) problems.push(`form.json/payloads/${name}: reads '${pointer}' outside its source (${server.reads.map((r) => `/${r}`).join(', ')})`);
        else if (root === 'form' && !fieldExists(`/${rest.join('/')}`)) problems.push(`form.json/payloads/${name}: reads missing field '${pointer}'`);
      }
      if (server.writes === 'data') for (const pointer of Object.keys(mapping)) if (!fieldExists(pointer)) problems.push(`form.json/payloads/${name}: writes missing field '${pointer}'`);
      const given = new Set<string>([...server.context, ...(manifest.contextSelections ?? []).map((selection) => selection.name)]);
      for (const pointer of Object.values(mapping).flatMap(ruleContextPointers)) {
        const root = pointer.split('/')[1] ?? '';
        if (!given.has(root)) problems.push(`form.json/payloads/${name}: reads context '${pointer}' the server does not open the form with (${[...given].map((r) => `/${r}`).join(', ') || 'none'})`);
      }
      continue;
    }
    if (!requests.has(name) && !responses.has(name)) problems.push(`form.json/payloads/${name}: used by no step action or submission`);
    if (requests.has(name)) for (const pointer of mappingSources(mapping)) if (!fieldExists(pointer)) problems.push(`form.json/payloads/${name}: reads missing field '${pointer}'`);
    if (responses.has(name)) for (const pointer of Object.keys(mapping)) if (!fieldExists(pointer)) problems.push(`form.json/payloads/${name}: writes missing field '${pointer}'`);
  }
  if (manifest.availability !== undefined && !isAvailabilityName(manifest.availability)) {
    problems.push(`form.json/availability: unknown rule '${String(manifest.availability)}' (known: ${availabilityNames.join(', ')})`);
  }
  (manifest.context ?? []).forEach((name, index) => {
    if (!contextNames.includes(name as never)) problems.push(`form.json/context/${index}: unknown context '${name}' (known: ${contextNames.join(', ')})`);
  });
  const declared = new Set(manifest.context ?? []);
  (manifest.contextSelections ?? []).forEach((selection, index) => {
    const where = `/contextSelections/${index}`;
    const root = selection.from.split('/')[1] ?? '';
    if (!declared.has(root)) problems.push(`form.json${where}/from: '${selection.from}' is not in a declared context`);
    if (declared.has(selection.name)) problems.push(`form.json${where}/name: '${selection.name}' is already a declared context`);
    if (selection.value.startsWith('context:')) {
      const source = selection.value.slice('context:'.length).split('/')[1] ?? '';
      if (!declared.has(source)) problems.push(`form.json${where}/value: '${selection.value}' reads no declared or earlier selected context`);
    } else if (!fieldExists(selection.value)) problems.push(`form.json${where}/value: no field '${selection.value}'`);
    for (const pointer of Object.keys(selection.fills ?? {})) if (!fieldExists(pointer)) problems.push(`form.json${where}/fills: no field '${pointer}'`);
    declared.add(selection.name);
  });
  // Every pointer into the context starts at a context the form declares (or selects).
  const contextPointers: [string, string][] = [
    ...(manifest.summary ?? []).map((fact, index): [string, string] => [`/summary/${index}/pointer`, fact.pointer]),
    ...manifest.steps.flatMap((step, s) => step.sections.flatMap((section, c) => (section.facts ?? []).map((fact, f): [string, string] => [`/steps/${s}/sections/${c}/facts/${f}/pointer`, fact.pointer]))),
    ...Object.entries(manifest.prefill ?? {}).map(([target, source]): [string, string] => [`/prefill/${target.slice(1)}`, source]),
    ...Object.entries(manifest.initialValues ?? {}).map(([target, source]): [string, string] => [`/initialValues/${target.slice(1)}`, source]),
    ...Object.entries(manifest.copyFromContext ?? {}).map(([target, source]): [string, string] => [`/copyFromContext/${target.slice(1)}`, source]),
    ...(manifest.derived ?? []).flatMap((rule, index) => rule.operands.filter((operand) => operand.startsWith('context:')).map((operand): [string, string] => [`/derived/${index}/operands`, operand.slice('context:'.length)])),
    ...Object.entries(payloads).flatMap(([name, mapping]) =>
      Object.entries(mapping).flatMap(([key, rule]) => ruleContextPointers(rule).map((pointer): [string, string] => [`/payloads/${name}/${key}`, pointer])),
    ),
  ];
  for (const [at, pointer] of contextPointers) {
    const root = pointer.split('/')[1] ?? '';
    if (!declared.has(root)) problems.push(`form.json${at}: '${pointer}' is not in a declared context (${[...declared].join(', ') || 'none declared'})`);
    else if (!inContextShape(pointer)) problems.push(`form.json${at}: '${pointer}' names no field of the ${root} context (schemas/context.json)`);
  }
  for (const key of Object.keys(manifest.messages ?? {})) {
    if (!hostMessageKeys.includes(key as never)) problems.push(`form.json/messages/${key}: no host or page reads this message`);
  }
  const abnFields = new Set(widgetPointers(uiSchema, 'abn'));
  const ruled = new Set((manifest.abnLookup ?? []).map((rule) => rule.field));
  for (const pointer of abnFields) if (!ruled.has(pointer)) problems.push(`ui.json${pointer}: an abn field without an abnLookup rule in form.json (its Look up would fill nothing)`);
  (manifest.abnLookup ?? []).forEach((rule, index) => {
    if (!abnFields.has(rule.field)) problems.push(`form.json/abnLookup/${index}/field: '${rule.field}' is not rendered with the abn widget`);
    for (const [key, pointer] of Object.entries(rule.fills)) if (pointer && !fieldExists(pointer)) problems.push(`form.json/abnLookup/${index}/fills/${key}: no field '${pointer}'`);
  });
  (manifest.fieldChecks ?? []).forEach((rule, index) => {
    if (!fieldExists(rule.field)) problems.push(`form.json/fieldChecks/${index}/field: no field '${rule.field}'`);
    if (!fieldCheckNames.includes(rule.check)) problems.push(`form.json/fieldChecks/${index}/check: '${rule.check}' is not a check the engine offers (${fieldCheckNames.join(', ')})`);
    if (!rule.message?.trim()) problems.push(`form.json/fieldChecks/${index}/message: the warning has no wording`);
  });
  return problems;
}
