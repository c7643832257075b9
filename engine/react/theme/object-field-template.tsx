import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { FactsList } from '../components/facts-list.tsx';
import type { EngineFormContext } from '../form-context.ts';
import { ID_PREFIX } from '../ids.ts';
import { AccordionSections } from './accordion-sections.tsx';

/**
 * The step's root object is laid out in the manifest's sections (title, description, facts from
 * the context, then its fields in order); fields in no section follow at the end. Nested objects
 * render as a fieldset with a legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, registry } = props;
  const ctx = registry.formContext as EngineFormContext | undefined;
  const isRoot = fieldPathId.$id === ID_PREFIX;
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
    const sections = ctx.sections.map((section) => {
      const fields = (section.fields ?? []).filter((f) => byName.has(f));
      fields.forEach((f) => placed.add(f));
      if (!fields.length && !section.facts?.length && !section.title && !(section.conditional && section.description)) return null;
      return (
        <chakra.section key={section.id} aria-labelledby={section.title ? `section-${section.id}` : undefined} mb="6">
          {section.title && (
            <Heading as="h2" size="lg" id={`section-${section.id}`} mb="2">
              {section.title}
            </Heading>
          )}
          {section.description && <Text mb="3">{section.description}</Text>}
          <FactsList facts={section.facts ?? []} context={ctx.context} />
          {fields.map((f) => byName.get(f))}
        </chakra.section>
      );
    });
    const rest = visible.filter((p) => !placed.has(p.name)).map((p) => p.content);
    return (
      <Box>
        {sections}
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

  // `ui:options.titleFrom`: the legend is one of the object's own values (e.g. a question's text).
  const titleFrom = (props.uiSchema?.['ui:options'] as { titleFrom?: string } | undefined)?.titleFrom;
  const ownTitle = titleFrom ? (props.formData as Record<string, unknown> | undefined)?.[titleFrom] : undefined;
  const legend = typeof ownTitle === 'string' && ownTitle ? ownTitle : title;
  return (
    <chakra.fieldset mb="5">
      {legend && (
        <chakra.legend fontWeight="semibold" fontSize="lg" mb="2">
          {legend}
        </chakra.legend>
      )}
      {description && <Text mb="2">{description}</Text>}
      {visible.map((p) => p.content)}
      {hidden}
    </chakra.fieldset>
  );
}
