/**
 * Every step of every form resolves in the renderer (RJSF's `retrieveSchema`, as each field does
 * when it renders) without an `allOf` it cannot merge. RJSF logs such a merge to the console and
 * drops the branch from what it renders; a bound set by another field (`{ "$data": ... }`) merged
 * with a numeric one is the usual cause. Resolved with each fixture's data, so conditional
 * branches are taken too.
 */
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import { retrieveSchema, type RJSFSchema } from "@rjsf/utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readPointer } from "../../engine/core/pointer.ts";
import { catalog, loadForm } from "../../generated/registry.gen.ts";
import { loadCatalog } from "../../scripts/codegen/load-catalog.ts";
import { join } from "node:path";

const forms = loadCatalog(join(import.meta.dirname, "..", "..", "forms"));

type Validator = Parameters<typeof retrieveSchema>[0];

/** Resolves a schema and, depth first, each property and array item it holds, as the fields render them. */
function resolveAll(
  validator: Validator,
  schema: RJSFSchema,
  root: RJSFSchema,
  data: unknown,
  depth = 0,
): void {
  const resolved = retrieveSchema(validator, schema, root, data as never);
  if (depth > 8) return;
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    if (property && typeof property === "object")
      resolveAll(
        validator,
        property as RJSFSchema,
        root,
        (data as Record<string, unknown> | undefined)?.[name],
        depth + 1,
      );
  }
  if (
    resolved.items &&
    typeof resolved.items === "object" &&
    !Array.isArray(resolved.items)
  ) {
    const items = Array.isArray(data) && data.length ? data : [undefined];
    for (const item of items)
      resolveAll(
        validator,
        resolved.items as RJSFSchema,
        root,
        item,
        depth + 1,
      );
  }
}

describe("step schemas resolve in the renderer", () => {
  let warnings: unknown[][] = [];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, "warn").mockImplementation(
      (...args: unknown[]) => void warnings.push(args),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(catalog.map((entry) => [entry.id] as const))(
    "%s: no allOf the renderer cannot merge",
    async (id) => {
      const compiled = await loadForm(id);
      const fixtures = forms.find((form) => form.id === id)?.fixtures ?? [];
      const problems: string[] = [];
      for (const step of compiled.manifest.steps) {
        const { schema, rjsfValidateFns } = compiled.steps[step.id];
        const validator = createPrecompiledValidator(
          rjsfValidateFns as never,
          schema as RJSFSchema,
        ) as Validator;
        for (const data of [
          {},
          ...fixtures.map(
            (item) => readPointer(item.fixture.data, step.dataPointer) ?? {},
          ),
        ]) {
          warnings = [];
          resolveAll(
            validator,
            schema as RJSFSchema,
            schema as RJSFSchema,
            data,
          );
          for (const warning of warnings)
            problems.push(
              `${step.id}: ${warning.map((part) => (part instanceof Error ? part.message : String(part))).join(" ")}`,
            );
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    },
  );
});
