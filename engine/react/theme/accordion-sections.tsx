import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Accordion, Badge, Heading, HStack, Text } from '@chakra-ui/react';
import type { SectionManifest } from '../../core/types.ts';
import { FactsList } from '../components/facts-list.tsx';
import { SectionDescription } from '../components/section-description.tsx';
import { SectionHelp } from '../components/section-help.tsx';
import type { EngineFormContext } from '../form-context.ts';
import type { FieldErrorSets } from '../components/field-errors-store.ts';
import { REVEAL_FIELD_EVENT } from '../components/reveal-field.ts';

export interface SectionPanel {
  id: string;
  title: string;
  sections: SectionManifest[];
}

/** Titled sections start a panel; an untitled section continues the panel before it. */
export function sectionPanels(sections: readonly SectionManifest[]): SectionPanel[] {
  const panels: SectionPanel[] = [];
  for (const section of sections) {
    const last = panels[panels.length - 1];
    if (section.title || !last) panels.push({ id: section.id, title: section.title ?? '', sections: [section] });
    else last.sections.push(section);
  }
  return panels;
}

/** A panel's badges: Incomplete while any of its fields fails validation, Errors while an error shows. */
export function panelBadges(panel: SectionPanel, errors: FieldErrorSets | undefined) {
  const fields = panel.sections.flatMap((section) => section.fields ?? []);
  return {
    incomplete: fields.some((field) => errors?.any.has(field)),
    errors: fields.some((field) => errors?.shown.has(field)),
  };
}

const noStore = () => () => {};
const noErrors = () => undefined;

/**
 * A panel's badges, following the step's field errors on their own: a change of what is valid
 * renders these again, not the accordion around every field.
 */
function PanelBadges({ panel, ctx }: { panel: SectionPanel; ctx: EngineFormContext }) {
  const fieldErrors = useSyncExternalStore(ctx.fieldErrors?.subscribe ?? noStore, ctx.fieldErrors?.get ?? noErrors);
  const badges = panelBadges(panel, fieldErrors);
  return (
    <>
      {badges.incomplete && <Badge colorPalette="orange">Incomplete</Badge>}
      {badges.errors && <Badge colorPalette="red">Errors</Badge>}
    </>
  );
}

/**
 * The step's sections as an accordion (every item open until the user closes it, a section shown
 * later too): each titled section is an item whose header shows an Incomplete and/or an Errors
 * badge; untitled sections continue the item before. A field asked to show itself
 * (`REVEAL_FIELD_EVENT`, e.g. from the error summary) opens its closed item.
 */
export function AccordionSections({ ctx, fields }: { ctx: EngineFormContext; fields: Map<string, ReactNode> }) {
  const panels = sectionPanels(ctx.sections);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  const open = panels.filter((panel) => !closed.has(panel.id)).map((panel) => panel.id);
  const onValueChange = useCallback(
    ({ value }: { value: string[] }) => setClosed(new Set(panels.map((panel) => panel.id).filter((id) => !value.includes(id)))),
    // The panels' ids, not the array made each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panels.map((panel) => panel.id).join(' ')],
  );
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const reveal = (event: Event) => {
      const id = (event.target as Element).closest('[data-section-panel]')?.getAttribute('data-section-panel');
      // At once, so the field can take focus in the same turn.
      if (id) flushSync(() => setClosed((last) => (last.has(id) ? new Set([...last].filter((other) => other !== id)) : last)));
    };
    element.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => element.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  }, []);
  return (
    <Accordion.Root ref={root} multiple value={open} onValueChange={onValueChange} mb="6">
      {panels.map((panel) => (
        <Accordion.Item key={panel.id} value={panel.id} data-section-panel={panel.id}>
          {/* Each panel's button is its heading (under the step's), as the accordion pattern has it. */}
          <Heading as="h3" fontSize="inherit" fontWeight="inherit" lineHeight="inherit" m="0">
            <Accordion.ItemTrigger id={`section-${panel.id}`} py="4">
              <HStack flex="1" gap="3" flexWrap="wrap">
                <Text as="span" fontSize="lg" fontWeight="semibold">
                  {panel.title}
                </Text>
                <PanelBadges panel={panel} ctx={ctx} />
              </HStack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              {panel.sections.map((section) => (
                <div key={section.id} data-section-id={section.id}>
                  <SectionDescription sectionId={section.id} description={section.description} notice={section.notice} />
                  <SectionHelp help={section.help} />
                  <FactsList facts={section.facts ?? []} context={ctx.context} />
                  {(section.fields ?? []).map((field) => fields.get(field))}
                </div>
              ))}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
