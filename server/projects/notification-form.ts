/**
 * The notification form: the catalog form that submits where a notification is submitted, found
 * by what it declares, so the server names no form (a test puts a test-only form in its place).
 */
import type { CompiledForm } from '../../engine/core/types.ts';
import { formSubmittingTo, type FormCatalog } from '../studio/submitting-form.ts';

/** Where a notification is submitted: the notification form is the catalog form that submits here. */
export const NOTIFICATION_SUBMIT = { method: 'POST', endpoint: '/api/project/submit' } as const;

/** The catalog's notification form, which drafts are saved, resumed and submitted with (the build's, or a test's). */
export const notificationFormOf = (catalog: FormCatalog): Promise<CompiledForm> => formSubmittingTo(NOTIFICATION_SUBMIT.method, NOTIFICATION_SUBMIT.endpoint, catalog);

/** The notification form's data as the server handles it: its shape is the form's, checked by its compiled validator. */
export type NotificationData = Record<string, unknown>;
