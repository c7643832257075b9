import { cloneElement, memo, startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { isConditional } from '../../core/section-rules.ts';
import { titleFromValue } from '../../core/title-from.ts';
import type { SectionManifest } from '../../core/types.ts';
import { deferRendering } from '../components/error-summary.tsx';
import { FactsList } from '../components/facts-list.tsx';
import { SectionDescription } from '../components/section-description.tsx';
import { SectionHelp } from '../components/section-help.tsx';
import type { EngineFormContext } from '../form-context.ts';
import { describedBy, ID_PREFIX } from '../ids.ts';
import { AccordionSections } from './accordion-sections.tsx';
import { ERROR } from './field-template.tsx';
import { GroupLegend } from './group-legend.tsx';

const SECTION = { marginBottom: 'var(--chakra-spacing-6)' } as const;

/** A section's heading and description: memoised, so the form's re-renders skip them. */
const SectionHead = memo(function SectionHead({ id, title, description, notice }: { id: string } & Pick<SectionManifest, 'title' | 'description' | 'notice'>) {
  return (
    <>
      {title && (
        <Heading as="h2" size="lg" id={`section-${id}`} mb="2">
          {title}
        </Heading>
      )}
      <SectionDescription sectionId={id} description={description} notice={notice} />
    </>
  );
});

const CONTINUATION = { marginTop: 'var(--chakra-spacing-6)' } as const;

/** One manifest section's content within its panel: a continuation keeps the space a section of its own had above it. */
function SectionPart({ continues, children }: { continues: boolean; children: ReactNode }) {
  return continues ? <div style={CONTINUATION}>{children}</div> : <>{children}</>;
}

/** About a screenful of fields (10 × ~85 px): what a long step renders in its first pass. */
export const FIRST_PASS_FIELDS = 10;

/** Whether a step's root renders progressively (see `useProgressive`): a long step laid out in sections. */
export function rendersProgressively(layout: string | undefined, sectionCount: number, topLevelFields: number): boolean {
  return layout !== 'accordion' && sectionCount > 0 && topLevelFields > FIRST_PASS_FIELDS;
}

/**
 * Progressive rendering of a long step: the first pass renders its first sections (about
 * `FIRST_PASS_FIELDS` fields), so the page is interactive early; the rest renders in a transition
 * just after mount (interruptible: typing stays responsive meanwhile). Until then, anything that
 * needs a field not rendered yet (the error summary's links) can render it all at once.
 */
function useProgressive(progressive: boolean): boolean {
  const [complete, setComplete] = useState(!progressive);
  useEffect(() => {
    if (complete) return;
    const unregister = deferRendering(() => setComplete(true));
    startTransition(() => setComplete(true));
    return unregister;
  }, [complete]);
  return complete;
}

/**
 * The step's root object is laid out in the manifest's sections (title, description, the buttons
 * of its `help` dialogs, facts from the context, then its fields in order); fields in no section
 * follow at the end. Nested objects render as a fieldset with a legend and their `ui:description`
 * (a schema `description` documents the data and is not shown), then the group's own errors, which
 * describe it; an object whose title comes from
 * one of its values (`ui:options.titleFrom`) and shows one field is that field, labelled by the title.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, fieldPathId, registry } = props;
  const ctx = registry.formContext as EngineFormContext | undefined;
  const isRoot = fieldPathId.$id === ID_PREFIX;
  // A long step in sections renders about a screenful first, the rest just after (see below).
  const complete = useProgressive(isRoot && rendersProgressively(ctx?.layout, ctx?.sections?.length ?? 0, properties.length));
  // At the root, fields of hidden sections (and of other steps) are not rendered at all.
  const own = isRoot && ctx?.hiddenFields?.size ? properties.filter((p) => !ctx.hiddenFields!.has(p.name)) : properties;
  const visible = own.filter((p) => !p.hidden);
  const hidden = own.filter((p) => p.hidden).map((p) => p.content);

  if (fieldPathId.$id === ID_PREFIX && ctx?.sections?.length) {
    const byName = new Map(visible.map((p) => [p.name, p.content]));
    if (ctx.layout === 'accordion') {
      const placedNames = new Set(ctx.sections.flatMap((section) => section.fields ?? []));
      return (
        <Box>
          <AccordionSections ctx={ctx} fields={byName} />
          {visible.filter((p) => !placedNames.has(p.name)).map((p) => p.content)}
          {hidden}
        </Box>
      );
    }
    const placed = new Set<string>();
    let budget = complete ? Infinity : FIRST_PASS_FIELDS;
    // A section without a title continues the titled one before it, inside the same <section>, so
    // that assistive technology hears its fields within that section as the page shows them.
    const panels: { section: SectionManifest; parts: ReactElement[] }[] = [];
    for (const section of ctx.sections) {
      if (budget <= 0) break;
      const fields = (section.fields ?? []).filter((f) => byName.has(f));
      fields.forEach((f) => placed.add(f));
      budget -= fields.length;
      if (!fields.length && !section.facts?.length && !section.title && !section.help?.length && !section.notice && !(section.description && isConditional(section))) continue;
      const part = (
        <SectionPart key={section.id} continues={!section.title && panels.length > 0}>
          <SectionHead id={section.id} title={section.title} description={section.description} notice={section.notice} />
          <SectionHelp help={section.help} />
          <FactsList facts={section.facts ?? []} context={ctx.context} />
          {fields.map((f) => byName.get(f))}
        </SectionPart>
      );
      if (!section.title && panels.length) panels.at(-1)!.parts.push(part);
      else panels.push({ section, parts: [part] });
    }
    const rest = complete ? visible.filter((p) => !placed.has(p.name)).map((p) => p.content) : null;
    return (
      <Box>
        {panels.map(({ section, parts }) => (
          <section key={section.id} aria-labelledby={section.title ? `section-${section.id}` : undefined} style={SECTION}>
            {parts}
          </section>
        ))}
        {rest}
        {hidden}
      </Box>
    );
  }

  if (fieldPathId.$id === ID_PREFIX) {
    return (
      <Box>
        {visible.map((p) => p.content)}
        {hidden}
      </Box>
    );
  }

  // `ui:options.titleFrom`: the title is one of the object's own values (e.g. a question's text).
  const ownTitle = titleFromValue(props.schema, props.uiSchema, props.formData).title;
  if (ownTitle && visible.length === 1) {
    // One shown field (a question's answer): no group around it; the title is its label, so the
    // control's accessible name is the question it answers.
    const only = visible[0].content as ReactElement<{ uiSchema?: UiSchema }>;
    return (
      <>
        {cloneElement(only, { uiSchema: { ...only.props.uiSchema, 'ui:title': ownTitle } })}
        {hidden}
      </>
    );
  }
  const legend = ownTitle ?? title;
  // Hints come from ui.json only: RJSF's `description` falls back to the schema's, which documents the data.
  const ui = getUiOptions(props.uiSchema);
  const hint = typeof ui.description === 'string' ? ui.description : undefined;
  // The group's own errors (e.g. the whole object required): shown under its legend, with the same
  // timing as a field's (the step hands RJSF only the errors it shows), and describing the group.
  // The id is the group's control id, so the error summary's link for it reaches it (its first field).
  const id = fieldPathId.$id;
  const errors = props.hideError ? [] : (props.errorSchema?.__errors ?? []);
  // A notice about the field is named by the controls inside the group, not said again for the group.
  const describedByIds = describedBy(id, { hint: !!hint, error: errors.length > 0 });
  return (
    <chakra.fieldset mb="5" id={id} aria-describedby={describedByIds}>
      {legend && <GroupLegend title={legend} ctx={ctx} />}
      {hint && (
        <Text mb="2" id={`${id}__description`}>
          {hint}
        </Text>
      )}
      {errors.length > 0 && (
        <p id={`${id}__error`} style={ERROR}>
          {errors.join(' ')}
        </p>
      )}
      {visible.map((p) => p.content)}
      {hidden}
    </chakra.fieldset>
  );
}
