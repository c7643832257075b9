/** The notification wizard's compiled form (BCI Form 10 v19): the same validators the browser runs. */
import compiled from '../../generated/forms/notification/index.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { formSubmittingTo, type FormCatalog } from '../studio/submitting-form.ts';

export const NOTIFICATION_FORM: CompiledForm = compiled;
export const NOTIFICATION_FORM_ID = compiled.manifest.id;
export const NOTIFICATION_FORM_VERSION = compiled.manifest.version;

/** Where a notification is submitted: the notification form is the catalog form that submits here. */
export const NOTIFICATION_SUBMIT = { method: 'POST', endpoint: '/api/project/submit' } as const;

/** The catalog's notification form, which drafts are saved, resumed and submitted with (the build's, or a test's). */
export const notificationFormOf = (catalog: FormCatalog): Promise<CompiledForm> => formSubmittingTo(NOTIFICATION_SUBMIT.method, NOTIFICATION_SUBMIT.endpoint, catalog);

/** The wizard's form data as the server handles it; the compiled validator checks its shape. */
export type NotificationData = Record<string, unknown> & {
  buildingDetails?: Record<string, unknown>;
  costOfWork?: Record<string, unknown>;
  summary?: Record<string, unknown>;
  payment?: Record<string, unknown>;
  checks?: Record<string, unknown>;
};

export const section = (data: NotificationData, name: 'buildingDetails' | 'costOfWork' | 'summary' | 'payment'): Record<string, unknown> => {
  const value = data[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};
