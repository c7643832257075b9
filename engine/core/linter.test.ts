import { describe, expect, it } from 'vitest';
import { lintForm, type LintInput } from './linter.ts';
import { testMachine, testManifest } from './test-form.ts';

const schema = {
  type: 'object',
  properties: {
    details: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], errorMessage: { required: { reason: 'Please enter a reason.' } } },
    cost: {
      type: 'object',
      properties: {
        currentCost: { type: 'number' },
        newCost: { type: 'number' },
        difference: { type: 'number' },
        refundBsb: { type: 'string' },
        largeCostReason: { type: 'string' },
        paymentOption: { type: 'string' },
        confirmed: { type: 'boolean' },
      },
    },
  },
};

const fixtures: LintInput['fixtures'] = [
  { description: 'valid', data: {}, expect: { valid: true, step: 'details' } },
  { description: 'refund shown', data: {}, expect: { valid: false, step: 'cost', visibleSections: ['refund'], hiddenSections: ['large-cost'] } },
  { description: 'refund hidden', data: {}, expect: { valid: false, visibleSections: ['large-cost'], hiddenSections: ['refund'] } },
];

const good: LintInput = { manifest: testManifest, schema, uiSchema: { details: { reason: { 'ui:widget': 'textarea' } } }, machine: testMachine, fixtures };

describe('lintForm', () => {
  it('passes a consistent definition', () => {
    expect(lintForm(good)).toEqual([]);
  });

  it('finds ui:options naming enum values the field does not allow', () => {
    const withChoice = { ...schema, properties: { ...schema.properties, kind: { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } } };
    const uiSchema = { kind: { 'ui:widget': 'select', 'ui:options': { enumOfferedWhenHeld: ['b', 'c'], enumShownWithSection: { a: 'refund' } } } };
    expect(lintForm({ ...good, schema: withChoice, uiSchema })).toEqual(["ui.json/kind: enumOfferedWhenHeld names 'c', which the field's schema does not allow"]);
  });

  it('finds a choice from a context list without words for a choice the list lacks', () => {
    const uiSchema = { details: { reason: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/reasons' } } }, cost: { paymentOption: { 'ui:widget': 'select', 'ui:options': { optionsFrom: '/lookups/options' } } } };
    expect(lintForm({ ...good, uiSchema })).toEqual([
      'ui.json/cost/paymentOption: a choice from /lookups/options needs a message for a choice not in the list (errorMessage.required of its object, or its own errorMessage text)',
    ]);
  });

  it('finds a derived value of a changes-only form that reads a field, which its payload may not carry', () => {
    const submit = { kind: 'simple-change' as const, method: 'POST' as const, endpoint: '/api/x', payloadKey: 'changes', loadingMessage: '...', successMessage: 'Saved', successRoute: '/' };
    const derived = [
      { field: '/cost/difference', operation: 'difference' as const, operands: ['/cost/newCost', 'context:/project/totalCostOfWork'] },
      { field: '/cost/currentCost', operation: 'join' as const, operands: ['context:/project/totalCostOfWork'] },
    ];
    expect(lintForm({ ...good, manifest: { ...testManifest, context: ['project'], submit, derived } })).toEqual([
      "form.json/derived/0: a form that sends only its changes may derive from the context alone, not from the field '/cost/newCost'",
    ]);
    expect(lintForm({ ...good, manifest: { ...testManifest, context: ['project'], derived } })).toEqual([]);
  });

  it('finds UI references to missing fields', () => {
    const problems = lintForm({ ...good, uiSchema: { details: { reasons: {}, reason: { 'ui:widget': 'colourPicker' } } } });
    expect(problems).toContain('ui.json/details/reasons: no such field in schema.json');
  });

  it('finds a value shown as text that is not read-only', () => {
    expect(lintForm({ ...good, uiSchema: { details: { reason: { 'ui:options': { asText: true } } } } })).toContain(
      'ui.json/details/reason: ui:options.asText shows a read-only value as text; without ui:readonly the field stays a box to type in',
    );
    expect(lintForm({ ...good, uiSchema: { details: { reason: { 'ui:readonly': true, 'ui:options': { asText: true } } } } })).toEqual([]);
  });

  it('finds unreachable steps and unknown guards and actions', () => {
    const machine = { ...testMachine, states: { details: { ...testMachine.states.details, on: { NEXT: { target: 'details', guard: { type: 'isMagic' }, actions: [{ type: 'sendEmail' }] } } }, cost: testMachine.states.cost } };
    const problems = lintForm({ ...good, machine });
    expect(problems).toContain("machine.json: step 'cost' is unreachable (no reachable state tagged step:cost)");
    expect(problems).toContain("machine.json/states/details/on/NEXT: unknown guard 'isMagic'");
    expect(problems).toContain("machine.json/states/details/on/NEXT: unknown action 'sendEmail'");
  });

  it('finds a field required while its section is hidden', () => {
    const withRequired = structuredClone(schema) as typeof schema & { properties: { cost: { required?: string[] } } };
    withRequired.properties.cost.required = ['refundBsb', 'largeCostReason'];
    (withRequired.properties.cost as Record<string, unknown>).errorMessage = { required: { refundBsb: 'BSB', largeCostReason: 'Reason' } };
    const problems = lintForm({ ...good, schema: withRequired });
    expect(problems).toContain("form.json: field 'refundBsb' is required while its section 'refund' can be hidden");
    expect(problems).toContain("form.json: field 'largeCostReason' is required while its section 'large-cost' can be hidden");
  });

  it('finds unsafe patterns, required fields without messages and missing branch fixtures', () => {
    const risky = structuredClone(schema) as Record<string, any>;
    risky.properties.details.properties.reason.pattern = '^(a+)+$';
    risky.properties.cost.required = ['newCost'];
    const problems = lintForm({ ...good, schema: risky, fixtures: [fixtures[0]] });
    expect(problems).toContain('schema/properties/details/properties/reason: unsafe pattern (nested quantifier) ^(a+)+$');
    expect(problems).toContain("schema/properties/cost: required field 'newCost' has no errorMessage.required message");
    expect(problems).toContain("fixtures: no fixture shows conditional section 'refund'");
    expect(problems).toContain("fixtures: no fixture shows conditional section 'large-cost'");
    expect(problems).toContain("fixtures: no fixture hides conditional section 'large-cost'");
    expect(problems).toContain("fixtures: no fixture reaches step 'cost'");
    expect(problems).toContain('fixtures: no fixture of invalid data');
  });

  it('finds conditions and resets that name missing fields', () => {
    const machine = structuredClone(testMachine) as Record<string, any>;
    const refund = machine.states.cost.states.refund.states;
    refund.refund.always.actions[0].params.fields = ['/cost/refundAccount'];
    refund.noRefund.always.guard.params.schema.properties.data.properties.cost.properties = { diff: { exclusiveMaximum: 0 } };
    const problems = lintForm({ ...good, machine });
    expect(problems.some((problem) => problem.includes("resetFields names missing field '/cost/refundAccount'"))).toBe(true);
    expect(problems).toContain("machine.json: condition names missing field 'diff'");
  });
});

describe('lintForm: initial values and read-only tags', () => {
  it('finds initial values and readonly: tags naming missing fields', () => {
    const machine = { ...testMachine, states: { ...testMachine.states, details: { ...testMachine.states.details, tags: [...(testMachine.states.details.tags ?? []), 'readonly:/nothing'] } } };
    const problems = lintForm({ ...good, machine, manifest: { ...testManifest, initialValues: { '/missing': '/record/x' } } });
    expect(problems).toContain("form.json: prefill or derived names missing field '/missing'");
    expect(problems).toContain("machine.json: tag 'readonly:/nothing' names a missing field");
  });

  it('finds machine.json section tags on no section, on a ruled section, or on a section always shown', () => {
    const tags = ['step:details', 'section:nowhere', 'section:large-cost', 'section:reason'];
    const machine = { ...testMachine, states: { ...testMachine.states, details: { ...testMachine.states.details, tags } } };
    const problems = lintForm({ ...good, machine });
    expect(problems).toContain("machine.json: tag 'section:nowhere' names no section of form.json");
    expect(problems).toContain("machine.json: tag 'section:large-cost' names a section whose visibleWhen already shows it (tag it in one place)");
    expect(problems).toContain("machine.json: tag 'section:reason' names a section that is always shown (say conditional: true, or use visibleWhen)");
  });
});
