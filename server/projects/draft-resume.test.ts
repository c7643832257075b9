import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../../engine/core/types.ts';
import { resumeDraft } from './draft-resume.ts';
import { validateDraft } from './draft-validation.ts';
import { NOTIFICATION_FORM } from './notification-form.ts';
import { validNotification } from './notification-test-data.ts';
import { catalogText } from '../../tests/support/catalog-text.ts';

/** The notification form as if its version had been bumped to 3. */
const newer = { ...NOTIFICATION_FORM, manifest: { ...NOTIFICATION_FORM.manifest, version: 3 } } as CompiledForm;

describe('resuming a notification draft', () => {
  it('returns a draft of the current version as stored', () => {
    const data = validNotification();
    expect(resumeDraft({ formVersion: 1, data })).toEqual({ notification: data, formVersion: 1, reEnter: [] });
  });

  it('migrates an older draft step by step when migrations exist', () => {
    const data = validNotification({ buildingDetails: { lotNumber: '7' } });
    const migrations = {
      1: (d: typeof data) => ({ ...d, buildingDetails: { ...d.buildingDetails, lotNumber: 'L7' } }),
      2: (d: typeof data) => ({ ...d, buildingDetails: { ...d.buildingDetails, planNumber: 'SP1' } }),
    };
    const resumed = resumeDraft({ formVersion: 1, data }, newer, migrations);
    expect(resumed.reEnter).toEqual([]);
    expect(resumed.formVersion).toBe(3);
    expect(resumed.notification.buildingDetails).toMatchObject({ lotNumber: 'L7', planNumber: 'SP1' });
  });

  it('keeps what the current form accepts and lists what must be re-entered when it cannot migrate', () => {
    const data = { ...validNotification(), buildingDetails: { ...validNotification().buildingDetails, oldField: 'x', lotNumber: 'y'.repeat(101) } };
    const resumed = resumeDraft({ formVersion: 1, data }, newer, {});
    expect(resumed.reEnter).toEqual([
      { path: '/buildingDetails/lotNumber', message: catalogText('notification', 'schema', '/properties/buildingDetails/properties/internalJobId/errorMessage/type') },
      { path: '/buildingDetails/oldField', message: catalogText('change-start-date', 'schema', '/errorMessage/additionalProperties') },
    ]);
    expect(resumed.notification.buildingDetails).not.toHaveProperty('oldField');
    expect(resumed.notification.buildingDetails).not.toHaveProperty('lotNumber');
    expect(resumed.notification.buildingDetails).toMatchObject({ suburb: 'Paddington' });
    expect(validateDraft(newer, resumed.notification)).toEqual([]);
  });
});

describe('draft validation', () => {
  it('accepts what is missing or not yet consistent and refuses what is malformed', () => {
    expect(validateDraft(NOTIFICATION_FORM, {})).toEqual([]);
    expect(validateDraft(NOTIFICATION_FORM, { buildingDetails: { ownerContactEmail: '', descriptionOfWork: ' ', projectStartDate: '2026-05-01', projectEndDate: '2026-01-01' }, costOfWork: { totalCoW: 1000, exemptionMines: true } })).toEqual([]);
    expect(validateDraft(NOTIFICATION_FORM, { buildingDetails: { ownerContactEmail: 'not-an-email' } })).toEqual([
      { path: '/buildingDetails/ownerContactEmail', message: expect.any(String) },
    ]);
    expect(validateDraft(NOTIFICATION_FORM, { costOfWork: { totalCoW: '150000' } }).map((e) => e.path)).toEqual(['/costOfWork/totalCoW']);
    // A limit set by another field (a study cost above the total) waits for the submit.
    expect(validateDraft(NOTIFICATION_FORM, { costOfWork: { totalCoW: 200000, costFeasibility: 300000 } })).toEqual([]);
    expect(NOTIFICATION_FORM.validate({ costOfWork: { totalCoW: 200000, costFeasibility: 300000 } })).toBe(false);
  });
});
