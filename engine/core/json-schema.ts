/** A JSON Schema object as the catalog writes it (draft 2019-09 subset with our keywords). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONSchema7 = Record<string, any>;
