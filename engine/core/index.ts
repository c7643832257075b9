/** The form engine without React: runs alike in the browser, on the server and in the CLI. */
export type * from './types.ts';
export { toFieldErrors, errorsByField } from './errors.ts';
export { validateFormData, validateStep, runValidate } from './validate.ts';
export { readPointer, writePointer, joinPointer } from './pointer.ts';
export { applyPrefill, applyInitialValues, openingData } from './prefill.ts';
export { applyDerived } from './derived.ts';
export { formatDate, formatMoney, formatCents, formatAddress, formatFact } from './display-format.ts';
export { createFormMachine, currentStep, isSectionVisible, readonlyFields, hiddenSections, registryNames } from './machine.ts';
export type { FormMachineContext, FormMachineEvent, FormMachineInput, StepStatus } from './machine.ts';
export { conditionKey } from './condition-key.ts';
export { isAbn, isAustralianPhone, isEmail, isBsb, isAccountNumber, isIsoDate, normalisePhone } from './formats.ts';
export { runFixture } from './fixtures.ts';
export type { Fixture, FixtureResult } from './fixtures.ts';
export { abnLookupOutcome, applyAbnLookup, findAbnLookupRule, normaliseAbnInput, personName, abnLookupFailureMessage } from './abn-lookup.ts';
export type { AbnFillKey, AbnLookupRule, AbnLookupResult, AbnLookupOutcome, AbrAbnRecord, CrmOrganisation } from './abn-lookup.ts';
