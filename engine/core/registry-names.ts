/**
 * Guard and action names machine.json may use: the closed registry machine.ts implements, read by
 * the linter and the meta-schemas without the machine's code.
 */
export const registryNames = {
  guards: ['dataMatches', 'stepValid', 'formValid'],
  actions: ['setData', 'setContext', 'resetFields', 'resetFieldsOnChange', 'copyFromContext', 'markStepComplete', 'markStepIncomplete'],
} as const;
