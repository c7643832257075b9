import { describe, expect, it } from 'vitest';
import type { FormFiles } from '../studio-api.ts';
import { fixturesPinning, formMessages, repinnedFixture, withMessage } from './form-messages.ts';

const files: FormFiles = {
  form: { id: 't', submit: { successMessage: 'Sent.', messages: { noChanges: 'Nothing changed.' } }, steps: [{ id: 's', sections: [{ id: 'a', hiddenValueMessage: 'Hidden.' }] }] },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', pattern: '\\S', errorMessage: { pattern: 'Enter a name', maxLength: 'Too long' } },
      when: { type: 'string', errorMessage: 'Enter a date' },
      list: { type: 'array', items: { type: 'object', properties: { size: { type: 'number', errorMessage: { maximum: 'Too big' } } } } },
    },
    errorMessage: { required: { name: 'Enter a name' } },
  },
  ui: {},
  machine: {},
  fixtures: {
    empty: { description: 'd', data: {}, expect: { valid: false, errors: [{ path: '/name', message: 'Enter a name' }] } },
    valid: { description: 'd', data: { name: 'x' }, expect: { valid: true } },
  },
};

describe('formMessages', () => {
  it('lists schema messages by field and rule, then the form messages', () => {
    expect(formMessages(files)).toEqual([
      { file: 'schema', pointer: '/properties/name/errorMessage/pattern', field: '/name', rule: 'pattern', text: 'Enter a name' },
      { file: 'schema', pointer: '/properties/name/errorMessage/maxLength', field: '/name', rule: 'maxLength', text: 'Too long' },
      { file: 'schema', pointer: '/properties/when/errorMessage', field: '/when', rule: 'any', text: 'Enter a date' },
      { file: 'schema', pointer: '/properties/list/items/properties/size/errorMessage/maximum', field: '/list/*/size', rule: 'maximum', text: 'Too big' },
      { file: 'schema', pointer: '/errorMessage/required/name', field: '/name', rule: 'required', text: 'Enter a name' },
      { file: 'form', pointer: '/submit/successMessage', field: '/submit', rule: 'successMessage', text: 'Sent.' },
      { file: 'form', pointer: '/submit/messages/noChanges', field: '/submit/messages', rule: 'noChanges', text: 'Nothing changed.' },
      { file: 'form', pointer: '/steps/0/sections/0/hiddenValueMessage', field: '/steps/0/sections/0 (a)', rule: 'hiddenValueMessage', text: 'Hidden.' },
    ]);
  });

  it('rewrites one message in place and leaves the rest', () => {
    const changed = withMessage(files, { file: 'schema', pointer: '/errorMessage/required/name' }, 'Name, please');
    expect(formMessages(changed).filter((message) => message.text === 'Name, please')).toHaveLength(1);
    expect(formMessages(changed).filter((message) => message.text === 'Enter a name')).toHaveLength(1);
    expect(formMessages(files).filter((message) => message.text === 'Enter a name')).toHaveLength(2);
  });
});

describe('fixtures that pin a message', () => {
  it('finds the fixtures expecting a message', () => {
    expect(fixturesPinning(files.fixtures, 'Enter a name')).toEqual(['empty']);
    expect(fixturesPinning(files.fixtures, 'Too long')).toEqual([]);
  });

  it('moves a fixture to the new message only where its run now gives the new one instead of the old', () => {
    const fixture = { description: 'd', data: {}, expect: { valid: false, errors: [{ path: '/name', message: 'Old' }, { path: '/other', message: 'Old' }] } };
    const problems = ['missing error /name "Old"', 'unexpected error /name "New"'];
    expect(repinnedFixture(fixture, problems, 'Old', 'New')?.expect?.errors).toEqual([
      { path: '/name', message: 'New' },
      { path: '/other', message: 'Old' },
    ]);
    expect(repinnedFixture(fixture, ['missing error /name "Old"'], 'Old', 'New')).toBeUndefined();
  });
});
