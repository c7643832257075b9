import { describe, expect, it } from "vitest";
import { lintShownText } from "./lint-shown-text.ts";
import { testManifest } from "./test-form.ts";
import type { JSONSchema7 } from "./json-schema.ts";

const schema: JSONSchema7 = {
  type: "object",
  $defs: {
    amount: {
      type: "number",
      title: "Amount",
      $comment:
        "Copied by the engine from form.json derived: a note nothing renders.",
    },
  },
  properties: {
    details: {
      type: "object",
      title: "Details",
      description: "What the work is.",
      properties: {
        reason: { type: "string", title: "Reason" },
        fee: { $ref: "#/$defs/amount" },
      },
    },
    checks: {
      type: "object",
      properties: {
        late: { type: "boolean", title: "Late" },
        early: { type: "boolean", title: "Early" },
      },
    },
  },
};
const uiSchema = {
  details: { reason: { "ui:description": "Why the change is needed." } },
  checks: { "ui:widget": "hidden" },
};

describe("lintShownText", () => {
  it("passes user words, and notes for developers kept in $comment", () => {
    expect(lintShownText({ manifest: testManifest, schema, uiSchema })).toEqual(
      [],
    );
  });

  it("finds notes for developers in schema titles and descriptions, ui.json texts and form.json sections", () => {
    const noted = structuredClone(schema) as {
      properties: Record<string, JSONSchema7>;
    };
    noted.properties.checks.title = "Derived checks";
    noted.properties.details.description =
      "Computed by the engine from the data and the context.";
    const ui = {
      ...uiSchema,
      details: { reason: { "ui:help": "Its text comes from the lookup." } },
    };
    const manifest = structuredClone(testManifest);
    manifest.steps[0].sections[0].description = "Fields of form.json.";
    expect(
      lintShownText({ manifest, schema: noted as JSONSchema7, uiSchema: ui }),
    ).toEqual([
      expect.stringMatching(
        /^schema\/properties\/details\/description: .*'engine'/,
      ),
      expect.stringMatching(/^schema\/properties\/checks\/title: .*'Derived'/),
      expect.stringMatching(
        /^ui\.json\/details\/reason\/ui:help: .*'the lookup'/,
      ),
      expect.stringMatching(
        /^form\.json\/steps\/0\/sections\/0\/description: .*'form\.json'/,
      ),
    ]);
  });

  it("finds a group whose every field is hidden while the group is not", () => {
    const ui = {
      details: {},
      checks: {
        late: { "ui:widget": "hidden" },
        early: { "ui:widget": "hidden" },
      },
    };
    expect(
      lintShownText({ manifest: testManifest, schema, uiSchema: ui }),
    ).toEqual([
      expect.stringMatching(
        /^ui\.json\/checks: every field of this group is hidden/,
      ),
    ]);
  });
});
