/**
 * Values the wizard copies from what the page loaded (the chosen description's questions and
 * required flags, its implied type of work) are taken again from the server's lookups, so a
 * browser cannot, say, mark a required question optional. Unknown names become field errors.
 */
import schema from '../../forms/notification/schema.json' with { type: 'json' };
import type { FieldError } from '../../engine/core/types.ts';
import type { NotificationLookups } from '../db/queries/notification-lookups.ts';
import { section, type NotificationData } from './notification-form.ts';

const fieldMessages = schema.properties.buildingDetails.properties;
/** The schema's own messages for a missing choice (spec 3 s5.2), so the wording lives in one place. */
const UNKNOWN: Record<string, string> = {
  descriptionOfWork: fieldMessages.descriptionOfWork.errorMessage.minLength,
  typeOfWork: fieldMessages.typeOfWork.errorMessage.minLength,
  localCouncil: fieldMessages.localCouncil.errorMessage.minLength,
};

/** The data with the dynamic questions and the implied type of work from the lookups. */
export function withServerContext(data: NotificationData, lookups: NotificationLookups): NotificationData {
  const building = { ...section(data, 'buildingDetails') };
  const description = lookups.descriptionOfWork;
  if (description) {
    if (description.typeOfWorkName) building.typeOfWork = description.typeOfWorkName;
    [1, 2, 3].forEach((order) => {
      const question = description.questions.find((q) => q.order === order);
      const key = `answer${order}`;
      const entered = (building[key] ?? {}) as Record<string, unknown>;
      if (!question) delete building[key];
      else building[key] = { ...entered, question: question.question, required: question.required };
    });
  }
  return { ...data, buildingDetails: building };
}

/** Errors for names that match no lookup (the record needs the lookup ids). */
export function unknownLookupErrors(data: NotificationData, lookups: NotificationLookups): FieldError[] {
  const building = section(data, 'buildingDetails');
  const known: Record<string, boolean> = {
    descriptionOfWork: lookups.descriptionOfWork !== null,
    typeOfWork: lookups.typeOfWorkId !== null || Boolean(lookups.descriptionOfWork?.typeOfWorkName),
    localCouncil: lookups.councilId !== null,
  };
  return Object.keys(UNKNOWN)
    .filter((field) => typeof building[field] === 'string' && (building[field] as string).trim() !== '' && !known[field])
    .map((field) => ({ path: `/buildingDetails/${field}`, message: UNKNOWN[field] }));
}
