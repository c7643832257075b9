/** The bank details field's two choices (schemas/bank-details.json `option`) and their radios' visible labels. */
export const bankOptionLabels = {
  UseExisting: 'Use the existing account',
  New: 'Use a new account',
} as const;

export type BankOption = keyof typeof bankOptionLabels;
