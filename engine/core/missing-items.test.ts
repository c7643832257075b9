import { describe, expect, it } from 'vitest';
import type { CompiledForm } from './types.ts';
import { missingItems, missingItemsHint, stepMissingItems } from './missing-items.ts';

// A test-only form: a reason and a files field, with or without the rule's own words.
function formWith(minFilesMessage?: string): CompiledForm {
  return {
    schema: { type: 'object', properties: { reason: { type: 'string', title: 'Reason' }, attached: { type: 'array', title: 'Evidence file' } } },
    manifest: {
      steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', title: 'Main', fields: ['reason', 'attached'] }] }],
      attachments: { field: 'attached', minFiles: 1, maxFiles: 1, maxFileSizeBytes: 1000, extensions: ['csv'], ...(minFilesMessage ? { minFilesMessage } : {}) },
    },
  } as unknown as CompiledForm;
}

describe('what keeps Submit disabled', () => {
  it("names missing files by the files field's title, once, when the rule gives no words of its own", () => {
    const errors = [{ path: '/reason', message: 'x' }, { path: '/attached', message: 'y' }];
    expect(missingItems(formWith(), errors, true)).toEqual(['Reason', 'Evidence file']);
    expect(missingItems(formWith(), [], true)).toEqual(['Evidence file']);
  });

  it("uses the rule's own words when it has them", () => {
    expect(missingItems(formWith('At least one evidence file'), [], true)).toEqual(['At least one evidence file']);
    expect(missingItems(formWith('At least one evidence file'), [], false)).toEqual([]);
  });
});

// A test-only form: an either/or pair (each required unless the other is given), two more fields
// of which one is required (anyOf), and a titled group of tick boxes of which one must be ticked.
function formWithRules(): CompiledForm {
  const requiredUnless = (name: string, other: string) => ({ if: { not: { required: [other] } }, then: { required: [name] } });
  return {
    schema: {
      type: 'object',
      properties: {
        completedValue: { type: 'number', title: 'Completed value' },
        percentage: { type: 'number', title: 'Percentage' },
        phone: { type: 'string', title: 'Phone' },
        email: { type: 'string', title: 'Email' },
        gstIncluded: { type: 'boolean', title: 'GST was included' },
        wrongAmount: { type: 'boolean', title: 'A wrong amount was notified' },
        agreed: { $ref: '#/$defs/tick', title: 'I agree' },
      },
      $defs: { tick: { type: 'boolean', const: true } },
      allOf: [requiredUnless('completedValue', 'percentage'), requiredUnless('percentage', 'completedValue'), { anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
    },
    manifest: {
      steps: [
        {
          id: 'only',
          title: 'Only',
          dataPointer: '',
          sections: [
            { id: 'values', title: 'Values', fields: ['completedValue', 'percentage', 'phone', 'email'] },
            { id: 'mistakes', title: 'Type of mistake', fields: ['gstIncluded', 'wrongAmount'] },
            { id: 'agreement', title: 'Agreement', fields: ['agreed'] },
          ],
        },
      ],
    },
  } as unknown as CompiledForm;
}

describe('what the hint asks for', () => {
  it('names an either/or group once, as one thing to do', () => {
    const errors = ['/completedValue', '/percentage', '/phone', '/email'].map((path) => ({ path, message: 'x' }));
    expect(missingItems(formWithRules(), errors, false)).toEqual(['Completed value or Percentage', 'Phone or Email']);
  });

  it('names a given member of an either/or group alone when it is wrong: the other would not put it right', () => {
    const errors = [{ path: '/percentage', message: 'Enter 0 to 100.' }, { path: '/email', message: 'Enter a valid email.' }];
    expect(missingItems(formWithRules(), errors, false)).toEqual(['Percentage', 'Email']);
  });

  it("names a tick box of a group of tick boxes by the group's title, not by the box's label", () => {
    expect(missingItems(formWithRules(), [{ path: '/gstIncluded', message: 'Tick one.' }], false)).toEqual(['Type of mistake']);
  });

  it('names a lone tick box by its own label', () => {
    expect(missingItems(formWithRules(), [{ path: '/agreed', message: 'x' }], false)).toEqual(['I agree']);
  });
});

describe('fields named alike', () => {
  it('are told apart by their sections, and an untitled section goes by the titled one before it', () => {
    const form = {
      schema: {
        type: 'object',
        properties: {
          ownerName: { type: 'string', title: 'Name' },
          ownerPhone: { type: 'string', title: 'Phone' },
          builderPhone: { type: 'string', title: 'Phone' },
          certifierPhone: { type: 'string', title: 'Phone' },
        },
      },
      manifest: {
        steps: [
          {
            id: 'only',
            title: 'Only',
            dataPointer: '',
            sections: [
              { id: 'owner', title: 'Owner', fields: ['ownerName'] },
              { id: 'owner-contact', fields: ['ownerPhone'] },
              { id: 'builder', title: 'Builder', fields: ['builderPhone'] },
            ],
          },
          // A step's first section, untitled, is not read under the step before's last title.
          { id: 'later', title: 'Later', dataPointer: '', sections: [{ id: 'certifier', fields: ['certifierPhone'] }] },
        ],
      },
    } as unknown as CompiledForm;
    const errors = ['/ownerName', '/ownerPhone', '/builderPhone', '/certifierPhone'].map((path) => ({ path, message: 'x' }));
    expect(missingItems(form, errors, false)).toEqual(['Name', 'Owner – Phone', 'Builder – Phone', 'Phone']);
    // Missing alone, it is still told apart from the owner's Phone the page shows.
    expect(missingItems(form, [{ path: '/builderPhone', message: 'x' }], false)).toEqual(['Builder – Phone']);
    expect(missingItems(form, [{ path: '/ownerName', message: 'x' }], false)).toEqual(['Name']);
  });
});

describe('the hint beside a disabled Submit', () => {
  it('asks for the missing items in one sentence, in their order', () => {
    expect(missingItemsHint(['Reason', 'Evidence file'])).toBe('To submit, complete: Reason; Evidence file.');
    expect(missingItemsHint(missingItems(formWithRules(), [{ path: '/agreed', message: 'x' }], false))).toBe('To submit, complete: I agree.');
  });

  it('says nothing when nothing is missing', () => {
    expect(missingItemsHint([])).toBeUndefined();
  });

  it('words the hint for the button it stands beside, and never doubles a question’s own stop', () => {
    expect(missingItemsHint(['Are you notifying as a company?'], 'continue')).toBe('To continue, complete: Are you notifying as a company?');
  });
});

describe('a field titled by its own data', () => {
  // A test-only step: a question whose text comes with the data (`ui:options.titleFrom`).
  const form = {
    schema: { type: 'object', properties: { follow: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string', title: 'Answer' } } } } },
    manifest: { steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', title: 'Main', fields: ['follow'] }] }] },
    steps: {
      only: {
        schema: { type: 'object', properties: { follow: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string', title: 'Answer' } } } } },
        manifest: { id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', title: 'Main', fields: ['follow'] }] },
      },
    },
    uiSchema: { follow: { 'ui:options': { titleFrom: 'question' }, question: { 'ui:widget': 'hidden' } } },
  } as unknown as CompiledForm;
  const errors = [{ path: '/follow/answer', message: 'Please answer.' }];
  const data = { follow: { question: 'How many storeys?' } };

  it('is named by the title the page shows, not by its data name', () => {
    expect(missingItems(form, errors, false, data)).toEqual(['How many storeys?']);
    expect(stepMissingItems(form, 'only', errors, { ui: form.uiSchema, data })).toEqual(['How many storeys?']);
    expect(missingItemsHint(stepMissingItems(form, 'only', errors, { ui: form.uiSchema, data }), 'continue')).toBe('To continue, complete: How many storeys?');
  });

  it('falls back to its section while the data has no title for it', () => {
    expect(missingItems(form, errors, false, {})).toEqual(['Main']);
  });
});
