import { describe, expect, it } from 'vitest';
import { changeRefusal, type ProjectChangeRules } from './change-refusal.ts';

const rules: ProjectChangeRules = {
  readOnlyProjects: { statuses: ['OnHold', 'Finalised'], banners: { OnHold: 'On hold.' }, fallback: 'Cannot be updated.' },
  changeRequests: { refusedStatuses: { Draft: 'Still a draft.' } },
};

describe('changeRefusal', () => {
  it('refuses a status that takes no change, whatever the form', () => {
    expect(changeRefusal(rules, undefined, { status: 'Draft' }, 'No.')).toBe('Still a draft.');
    expect(changeRefusal(rules, 'editableOrFinalised', { status: 'Draft' }, 'No.')).toBe('Still a draft.');
  });

  it('without an availability rule, refuses read-only projects with their banner', () => {
    expect(changeRefusal(rules, undefined, { status: 'Submitted' }, 'No.')).toBeNull();
    expect(changeRefusal(rules, undefined, { status: 'OnHold' }, 'No.')).toBe('On hold.');
    expect(changeRefusal(rules, undefined, { status: 'Finalised' }, 'No.')).toBe('Cannot be updated.');
    expect(changeRefusal(rules, undefined, { status: 'Submitted', readOnly: true }, 'No.')).toBe('Cannot be updated.');
  });

  it("with an availability rule, follows the rule: a read-only project's banner, else the form's message", () => {
    expect(changeRefusal(rules, 'editableOrFinalised', { status: 'Finalised' }, 'No.')).toBeNull();
    expect(changeRefusal(rules, 'editableOrFinalised', { status: 'OnHold' }, 'No.')).toBe('On hold.');
    expect(changeRefusal(rules, 'finaliseAvailable', { status: 'Submitted', projectConfirmationSent: false }, 'No.')).toBe('No.');
    expect(changeRefusal(rules, 'finaliseAvailable', { status: 'Submitted', projectConfirmationSent: true }, 'No.')).toBeNull();
    expect(changeRefusal(rules, 'certifierEditable', { status: 'Submitted', certifierClaimed: true }, 'No.')).toBe('No.');
  });
});
