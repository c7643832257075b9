import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../../engine/core/types.ts';
import { resumeDraft } from './draft-resume.ts';
import type { DraftMigration } from './draft-migrations.ts';
import { validateDraft } from './draft-validation.ts';
import { compileTestNotificationForm, TEST_DRAFT_MESSAGES, testDraft } from '../test-support/test-notification-form.ts';

const form = compileTestNotificationForm();
/** The form as if its version had been bumped to 3. */
const newer = { ...form, manifest: { ...form.manifest, version: 3 } } as CompiledForm;

describe('resuming a notification draft', () => {
  it('returns a draft of the current version as stored', () => {
    const data = testDraft();
    expect(resumeDraft({ formVersion: 1, data }, form)).toEqual({ notification: data, formVersion: 1, reEnter: [] });
  });

  it('migrates an older draft step by step when migrations exist', () => {
    const data = testDraft({ buildingDetails: { lotNumber: '7' } });
    const migrations: Record<number, DraftMigration> = {
      1: (d) => ({ ...d, buildingDetails: { ...(d.buildingDetails as object), lotNumber: 'L7' } }),
      2: (d) => ({ ...d, buildingDetails: { ...(d.buildingDetails as object), suburb: 'New Farm' } }),
    };
    const resumed = resumeDraft({ formVersion: 1, data }, newer, migrations);
    expect(resumed.reEnter).toEqual([]);
    expect(resumed.formVersion).toBe(3);
    expect(resumed.notification.buildingDetails).toMatchObject({ lotNumber: 'L7', suburb: 'New Farm' });
  });

  it('keeps what the current form accepts and lists what must be re-entered when it cannot migrate', () => {
    const data = { ...testDraft(), buildingDetails: { ...testDraft().buildingDetails, oldField: 'x', lotNumber: 'y'.repeat(101) } };
    const resumed = resumeDraft({ formVersion: 1, data }, newer, {});
    expect(resumed.reEnter).toEqual([
      { path: '/buildingDetails/lotNumber', message: TEST_DRAFT_MESSAGES.tooLong },
      { path: '/buildingDetails/oldField', message: TEST_DRAFT_MESSAGES.notPartOfForm },
    ]);
    expect(resumed.notification.buildingDetails).not.toHaveProperty('oldField');
    expect(resumed.notification.buildingDetails).not.toHaveProperty('lotNumber');
    expect(resumed.notification.buildingDetails).toMatchObject({ suburb: 'Paddington' });
    expect(validateDraft(newer, resumed.notification)).toEqual([]);
  });
});

describe('draft validation', () => {
  it('accepts what is missing or not yet consistent and refuses what is malformed', () => {
    expect(validateDraft(form, {})).toEqual([]);
    // Blank text for a format or a pattern, a finish before the start, a cost below the threshold, a tick asking for more.
    expect(validateDraft(form, { buildingDetails: { ownerContactEmail: '', descriptionOfWork: ' ', projectStartDate: '2026-05-01', projectEndDate: '2026-01-01' }, costOfWork: { totalCoW: 1000, exempt: true } })).toEqual([]);
    // Text not yet well formed is kept as typed (save at any step); a date that is no date is not.
    expect(validateDraft(form, { buildingDetails: { ownerContactEmail: 'not-an-email', ownerContactPhoneNumber: '12' } })).toEqual([]);
    expect(validateDraft(form, { buildingDetails: { projectStartDate: '31/12/2025' } })).toEqual([{ path: '/buildingDetails/projectStartDate', message: TEST_DRAFT_MESSAGES.date }]);
    expect(validateDraft(form, { costOfWork: { totalCoW: '150000' } }).map((e) => e.path)).toEqual(['/costOfWork/totalCoW']);
    // A limit set by another field (a study cost above the total) waits for the submit.
    expect(validateDraft(form, { costOfWork: { totalCoW: 200000, costFeasibility: 300000 } })).toEqual([]);
    expect(form.validate({ costOfWork: { totalCoW: 200000, costFeasibility: 300000 } })).toBe(false);
  });
});
