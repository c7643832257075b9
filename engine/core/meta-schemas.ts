/**
 * The meta-schemas of a form's ui.json, machine.json and fixture files: what each may hold, with
 * the widget, field, guard and action names taken from the engine's closed registries. The
 * catalog linter checks every file against them (scripts/lint), and the Forms Studio's editors
 * complete and explain with them. Plain JSON Schema data; nothing here compiles it.
 */
import { registryNames } from './registry-names.ts';
import { rendererNames } from './renderer-names.ts';

type Schema = Record<string, unknown>;

const text = (description: string): Schema => ({ type: 'string', description });
const flag = (description: string): Schema => ({ type: 'boolean', description });
const pointer: Schema = { type: 'string', pattern: '^(/[^/]*)*$', description: 'A JSON pointer, e.g. /address/postcode' };

/** ui.json: the RJSF UI schema, one node per field of schema.json. */
export const uiMetaSchema: Schema = {
  $id: 'ui-schema',
  title: 'ui.json: how each field of schema.json is shown (RJSF UI schema)',
  $ref: '#/$defs/node',
  $defs: {
    node: {
      type: 'object',
      properties: {
        'ui:widget': { enum: [...rendererNames.widgets], description: "The renderer's widget that shows this field" },
        'ui:field': { enum: [...rendererNames.fields], description: "The renderer's field that shows this value as a whole" },
        'ui:options': { $ref: '#/$defs/options' },
        'ui:order': { type: 'array', items: { type: 'string' }, uniqueItems: true, description: "The fields' order; '*' stands for the rest" },
        'ui:title': text('The label instead of the schema title'),
        'ui:description': text('Text under the label'),
        'ui:help': text('Help text under the control'),
        'ui:placeholder': text('Placeholder text (never a label)'),
        'ui:autocomplete': text("The input's autocomplete token, e.g. email, tel, organization"),
        'ui:enumNames': { type: 'array', items: { type: 'string' }, description: 'The labels of the enum values, in their order' },
        'ui:readonly': flag('Shown, not editable'),
        'ui:disabled': flag('Shown disabled'),
        'ui:emptyValue': { description: 'The value an emptied control holds' },
        'ui:classNames': text('Class names on the field'),
      },
      // A key that is not `ui:...` names a field (or `items`) of the schema, described the same way.
      patternProperties: { '^(?!ui:)': { $ref: '#/$defs/node' } },
      additionalProperties: false,
    },
    options: {
      type: 'object',
      description: "The widget's options",
      properties: {
        rows: { type: 'integer', minimum: 1, description: 'Rows of a textarea' },
        autocomplete: text("The input's autocomplete token"),
        minDate: text("A date widget's earliest date: yyyy-MM-dd or 'today'"),
        optionsFrom: { ...pointer, description: "A select's options from a context list (a pointer into the context)" },
        optionValue: text("The item's key a select holds instead of its name"),
        titleFrom: text("The object's own property whose value is its title (e.g. a question's text); an object showing one field has no group, the title labels that field"),
        fills: { type: 'object', additionalProperties: { type: 'string' }, description: 'Data pointers filled from the chosen item, by its keys' },
        existingAccount: { ...pointer, description: 'Bank details: where the context holds the account already on file' },
        enumShownWithSection: { type: 'object', additionalProperties: { type: 'string' }, description: 'Enum values shown only while a section is shown, by value' },
        enumHiddenWithSection: { type: 'object', additionalProperties: { type: 'string' }, description: 'Enum values hidden while a section is shown, by value' },
        enumShownWithContext: { type: 'object', additionalProperties: { type: 'string' }, description: 'Enum values offered only while the context holds true at a pointer, by value' },
        enumOfferedWhenHeld: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'Enum values offered only while the field holds them (kept on records, never chosen anew)' },
        commitDelayMs: { type: 'integer', minimum: 0, description: 'Wait after typing before the value is committed' },
        validateOnCommit: flag('Validate the field when its value is committed'),
        asText: flag('A read-only value (e.g. a calculated amount) shown as text beside its label, not in a box'),
        emptyValue: { description: 'The value an emptied control holds' },
        label: flag('Show the label'),
        inputType: text('The HTML input type'),
        enableMarkdownInDescription: { const: false, description: 'Descriptions are plain text: the engine renders no markdown' },
        enableMarkdownInHelp: { const: false, description: 'Help is plain text: the engine renders no markdown' },
      },
    },
  },
};

const guardName = { enum: [...registryNames.guards] };
const actionName = { enum: [...registryNames.actions] };
const guard: Schema = {
  description: 'A guard from the engine registry: dataMatches (params: a JSON Schema over { data, context }), stepValid ({ step }), formValid',
  anyOf: [guardName, { type: 'object', required: ['type'], additionalProperties: false, properties: { type: guardName, params: { type: 'object' } } }],
};
const action: Schema = {
  description: 'An action from the engine registry, with its JSON params',
  anyOf: [actionName, { type: 'object', required: ['type'], additionalProperties: false, properties: { type: actionName, params: { type: 'object' } } }],
};

/** machine.json: the XState v5 machine config of the steps, guards and actions by name. */
export const machineMetaSchema: Schema = {
  $id: 'form-machine',
  title: 'machine.json: the step flow (XState v5 config, guards and actions by name)',
  type: 'object',
  required: ['initial', 'states'],
  additionalProperties: false,
  properties: {
    id: text("The machine's id: the form's id"),
    initial: text('The state the form starts in'),
    states: { $ref: '#/$defs/states' },
    on: { $ref: '#/$defs/on' },
    description: text('What the machine does'),
  },
  $defs: {
    states: { type: 'object', description: 'The states by name', additionalProperties: { $ref: '#/$defs/state' } },
    state: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tags: { type: 'array', items: { type: 'string', pattern: '^(step|section|readonly):' }, description: "step:<id> (the step shown), section:<id> (a conditional section shown), readonly:<pointer>" },
        on: { $ref: '#/$defs/on' },
        type: { enum: ['atomic', 'compound', 'parallel', 'final', 'history'], description: "A 'final' state ends the form (submitted)" },
        initial: text('The first of its states'),
        states: { $ref: '#/$defs/states' },
        always: { $ref: '#/$defs/transitions' },
        entry: { $ref: '#/$defs/actions' },
        exit: { $ref: '#/$defs/actions' },
        description: text('What the state is'),
      },
    },
    on: {
      type: 'object',
      description: 'Transitions by event: NEXT, BACK, SUBMIT, GO_TO, DATA_CHANGED, CONTEXT_CHANGED',
      propertyNames: { pattern: '^[A-Z][A-Z0-9_]*$' },
      additionalProperties: { $ref: '#/$defs/transitions' },
    },
    transitions: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/transition' }, { type: 'array', items: { $ref: '#/$defs/transition' } }] },
    transition: {
      type: 'object',
      additionalProperties: false,
      properties: {
        target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'The state to go to' },
        guard,
        actions: { $ref: '#/$defs/actions' },
        reenter: flag('Exit and enter the state again'),
        description: text('What the transition does'),
      },
    },
    actions: { anyOf: [action, { type: 'array', items: action }] },
  },
};

/** Events a fixture may send to the machine (engine/core machine.ts `FormMachineEvent`). */
const EVENT_TYPES = ['DATA_CHANGED', 'CONTEXT_CHANGED', 'NEXT', 'BACK', 'SUBMIT', 'GO_TO'];

/** fixtures/*.json: data and what the form must make of it (engine/core fixtures.ts `Fixture`). */
export const fixtureMetaSchema: Schema = {
  $id: 'form-fixture',
  title: 'A fixture: data, and the errors, step or values the form must give',
  type: 'object',
  required: ['description', 'data', 'expect'],
  additionalProperties: false,
  properties: {
    description: { type: 'string', minLength: 1, description: 'What the fixture shows' },
    data: { type: 'object', description: 'The form data' },
    context: { type: 'object', description: 'The context the form runs with (project, organisation, today...)' },
    step: text("Validate only this step's data (error paths stay form-wide)"),
    events: {
      type: 'array',
      description: 'Events sent to the machine after start',
      items: {
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: { type: { enum: EVENT_TYPES }, data: { type: 'object' }, context: { type: 'object' }, step: text('GO_TO: the step') },
      },
    },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        valid: flag('The data is valid'),
        errors: {
          type: 'array',
          description: 'The exact errors, in any order',
          items: { type: 'object', required: ['path', 'message'], additionalProperties: false, properties: { path: pointer, message: { type: 'string' } } },
        },
        step: text('The step the machine is on after the events'),
        visibleSections: { type: 'array', items: { type: 'string' }, description: 'Conditional sections that must be shown' },
        hiddenSections: { type: 'array', items: { type: 'string' }, description: 'Conditional sections that must be hidden' },
        values: { type: 'object', description: 'Values the data must hold after the events, by pointer (null: unset)' },
        stepStatus: { type: 'object', additionalProperties: { enum: ['Complete', 'Incomplete'] }, description: "Each step's progress after the events" },
        readonlyFields: { type: 'array', items: { type: 'string' }, description: 'The fields the state makes read-only, exactly' },
      },
    },
  },
};
