/** What a step action needs before it may call (form.json step `actions[].requires`), read alike by the browser and the server. */
import { readPointer } from './pointer.ts';
import type { ActionRequirement, StepAction } from './types.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The first of the action's requirements the data does not meet (its field is empty), if any. */
export function missingRequirement(action: StepAction, data: unknown): ActionRequirement | undefined {
  return (action.requires ?? []).find((requirement) => isEmpty(readPointer(data, requirement.field)));
}
