/** A JSON Schema object as the catalog writes it (draft 2019-09 subset with our keywords). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONSchema7 = Record<string, any>;

/** A schema with its local `$ref`s ('#/$defs/name') followed, through the bundled form schema `root`. */
export function resolveRef(root: JSONSchema7, schema: JSONSchema7 | undefined): JSONSchema7 | undefined {
  let node = schema;
  for (let depth = 0; node && typeof node.$ref === 'string' && node.$ref.startsWith('#') && depth < 20; depth += 1) {
    node = node.$ref
      .slice(1)
      .split('/')
      .slice(1)
      .map((token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<JSONSchema7 | undefined>((parent: JSONSchema7 | undefined, token: string) => parent?.[token], root);
  }
  return node;
}
