/**
 * Valid notification form data for tests: the catalog's valid pay-later fixture, moved onto the
 * seeded lookups and onto dates relative to the server's today (the fixture's dates are fixed).
 */
import fixture from '../../forms/notification/fixtures/valid-pay-later.json' with { type: 'json' };
import { addDays, brisbaneToday } from '../projects/brisbane-date.ts';
import type { NotificationData } from '../projects/notification-form.ts';

type Overrides = { buildingDetails?: Record<string, unknown>; costOfWork?: Record<string, unknown>; summary?: Record<string, unknown>; payment?: Record<string, unknown> };

export function validNotification(overrides: Overrides = {}, today = brisbaneToday()): NotificationData {
  const data = structuredClone(fixture.data) as unknown as Required<Overrides>;
  return {
    buildingDetails: {
      ...data.buildingDetails,
      // A seeded description without questions, and its implied type of work.
      descriptionOfWork: 'Secondary dwelling (granny flat)',
      typeOfWork: 'New residential building',
      projectStartDate: addDays(today, 30),
      projectEndDate: addDays(today, 240),
      ...overrides.buildingDetails,
    },
    costOfWork: { ...data.costOfWork, ...overrides.costOfWork },
    summary: { ...data.summary, ...overrides.summary },
    ...(overrides.payment ? { payment: overrides.payment } : {}),
  };
}

export const testFile = (fileName = 'evidence.pdf') => ({ fileName, mimeType: 'application/pdf', sizeBytes: 1024 });
