import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { FormStep } from "../components/form-step.tsx";
import { makeStep } from "../testing/test-form.ts";
import { renderWithChakra } from "../testing/render.tsx";
import type { JSONSchema7 } from "../../core/json-schema.ts";

const question = {
  type: "object",
  description: "Notes on the data for whoever maintains it.",
  properties: {
    question: { type: "string", title: "Question" },
    answer: { type: "string", title: "Answer" },
  },
};
const schema: JSONSchema7 = {
  type: "object",
  properties: {
    asked: question,
    contact: {
      type: "object",
      title: "Site contact",
      description: "Copied by the engine from the context.",
      properties: {
        name: { type: "string", title: "Contact name" },
        phone: { type: "string", title: "Contact phone" },
      },
    },
  },
};
const uiSchema = {
  asked: {
    "ui:order": ["answer", "question"],
    question: { "ui:widget": "hidden" },
    "ui:options": { titleFrom: "question" },
  },
  contact: { "ui:description": "Who is on site each day." },
};
const { step, validator } = makeStep(schema, {
  sections: [{ id: "main", fields: ["asked", "contact"] }],
});

describe("a nested object", () => {
  it("shows its ui:description, never its schema description (documentation of the data)", () => {
    renderWithChakra(
      <FormStep
        step={step}
        validator={validator}
        uiSchema={uiSchema}
        data={{ asked: { question: "How many storeys?" } }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole("group", { name: "Site contact" })).toBeTruthy();
    expect(screen.getByText("Who is on site each day.")).toBeTruthy();
    expect(
      screen.queryByText("Copied by the engine from the context."),
    ).toBeNull();
    expect(
      screen.queryByText("Notes on the data for whoever maintains it."),
    ).toBeNull();
  });

  it("with one shown field and a title from its own value, is that field labelled by the value", () => {
    renderWithChakra(
      <FormStep
        step={step}
        validator={validator}
        uiSchema={uiSchema}
        data={{ asked: { question: "How many storeys?" } }}
        onChange={() => {}}
      />,
    );
    const answer = screen.getByRole("textbox", { name: /^How many storeys\?/ });
    expect(answer.id).toBe("root.asked.answer");
    expect(screen.queryByText("Answer")).toBeNull();
    expect(
      screen.queryByRole("group", { name: "How many storeys?" }),
    ).toBeNull();
  });
});
