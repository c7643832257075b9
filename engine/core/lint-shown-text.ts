/**
 * The catalog linter's checks of what a form shows its users: words a user may read (schema
 * titles and descriptions, ui.json titles, hints and placeholders, form.json step and section
 * titles and descriptions) must not be notes for developers, and a group whose every field is
 * hidden must be hidden itself (otherwise its title shows over nothing). Notes for developers go in
 * `$comment`, which nothing renders.
 */
import { resolveRef, type JSONSchema7 } from "./json-schema.ts";
import type { FormManifest } from "./types.ts";

/**
 * Words that mark a note for developers rather than text for users: the engine and its files,
 * values derived or copied from the context, schema keywords.
 */
export const DEVELOPER_WORDS =
  /(?<![\w$])(engine|codegen|derived|(?:form|ui|schema|machine)\.json|\$ref|\$data|\$defs|allOf|anyOf|oneOf|from the context|the lookup)(?!\w)/i;

const SCHEMA_TEXT_KEYS = ["title", "description"] as const;
const UI_TEXT_KEYS = [
  "ui:title",
  "ui:description",
  "ui:help",
  "ui:placeholder",
] as const;

function noteProblem(where: string, text: unknown): string[] {
  if (typeof text !== "string") return [];
  const word = DEVELOPER_WORDS.exec(text)?.[1];
  return word
    ? [
        `${where}: reads as a note for developers ('${word}'); users see this text. Move the note to "$comment"`,
      ]
    : [];
}

/** Schema titles and descriptions, at every depth (not inside `$comment`, `errorMessage` or `const`/`enum` values). */
function schemaText(node: unknown, path: string, problems: string[]): void {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    node.forEach((item, index) =>
      schemaText(item, `${path}/${index}`, problems),
    );
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (
      key === "$comment" ||
      key === "errorMessage" ||
      key === "const" ||
      key === "enum" ||
      key === "default"
    )
      continue;
    if (
      (SCHEMA_TEXT_KEYS as readonly string[]).includes(key) &&
      typeof value === "string"
    )
      problems.push(...noteProblem(`schema${path}/${key}`, value));
    else schemaText(value, `${path}/${key}`, problems);
  }
}

const hiddenIn = (ui: unknown) =>
  !!ui &&
  typeof ui === "object" &&
  (ui as Record<string, unknown>)["ui:widget"] === "hidden";

/** ui.json texts, and objects whose every property is hidden while the object is not. */
function uiText(
  ui: unknown,
  schema: JSONSchema7 | undefined,
  root: JSONSchema7,
  path: string,
  problems: string[],
): void {
  if (!ui || typeof ui !== "object" || Array.isArray(ui)) return;
  const entries = Object.entries(ui as Record<string, unknown>);
  for (const [key, value] of entries)
    if ((UI_TEXT_KEYS as readonly string[]).includes(key))
      problems.push(...noteProblem(`ui.json${path}/${key}`, value));
  const resolved = resolveRef(root, schema);
  const properties = (resolved?.properties ?? {}) as Record<
    string,
    JSONSchema7
  >;
  const names = Object.keys(properties);
  const own = ui as Record<string, unknown>;
  if (
    path &&
    names.length &&
    !hiddenIn(own) &&
    !own["ui:field"] &&
    names.every((name) => hiddenIn(own[name]))
  ) {
    problems.push(
      `ui.json${path}: every field of this group is hidden but the group is not (its title would show over nothing): give it "ui:widget": "hidden"`,
    );
  }
  for (const [key, value] of entries)
    if (!key.startsWith("ui:") && key in properties)
      uiText(value, properties[key], root, `${path}/${key}`, problems);
}

/** form.json's step and section titles and descriptions, and the headings and notes of the steps a step reviews. */
function manifestText(manifest: FormManifest, problems: string[]): void {
  manifest.steps.forEach((step, s) => {
    problems.push(...noteProblem(`form.json/steps/${s}/title`, step.title));
    (step.review ?? []).forEach((reviewed, r) => {
      problems.push(...noteProblem(`form.json/steps/${s}/review/${r}/title`, reviewed.title), ...noteProblem(`form.json/steps/${s}/review/${r}/note`, reviewed.note));
    });
    step.sections.forEach((section, i) => {
      problems.push(
        ...noteProblem(
          `form.json/steps/${s}/sections/${i}/title`,
          section.title,
        ),
        ...noteProblem(
          `form.json/steps/${s}/sections/${i}/description`,
          section.description,
        ),
      );
    });
  });
}

/** Every problem of what one form shows its users (see the module's note). */
export function lintShownText(input: {
  manifest: FormManifest;
  schema: JSONSchema7;
  uiSchema: Record<string, unknown>;
}): string[] {
  const problems: string[] = [];
  schemaText(input.schema, "", problems);
  uiText(input.uiSchema, input.schema, input.schema, "", problems);
  manifestText(input.manifest, problems);
  return problems;
}
