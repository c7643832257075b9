import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { formatDate, formatMoney } from '../../core/index.ts';
import type { CompiledStep } from '../../core/types.ts';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { resolve } from './error-labels.ts';

type Schema = { title?: string; type?: string | string[]; properties?: Record<string, Schema> };

/** One value as read-only text: money and dates in en-AU, Yes/No, file names; '' when nothing to show. */
export function reviewText(value: unknown, widget: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (widget === 'money') return formatMoney(value);
  if (widget === 'date') return formatDate(value);
  if (typeof value === 'boolean') return widget === 'checkbox' && !value ? '' : value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => (item as { fileName?: string })?.fileName ?? '').filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const { question, answer } = value as { question?: unknown; answer?: unknown };
    return typeof question === 'string' && typeof answer === 'string' ? answer : '';
  }
  return String(value);
}

/**
 * A step's data read-only (a summary before submitting): each field that holds a value, in the
 * manifest's section order, labelled with its `ui:title` or schema title, through a `$ref` too (a
 * dynamic question with its text). The rows are grouped under the sections' titles (a section
 * without a title continues the group before it), so a row such as 'Name' says whose it is; the
 * fields of sections the form hides for this data (`hiddenSections`, e.g. the costs of an
 * exemption not claimed) and fields with the hidden widget are left out.
 */
export function ReviewList({ step, uiSchema, data, title, note, hiddenSections = [] }: { step: CompiledStep; uiSchema?: UiSchema; data: Record<string, unknown>; title?: string; note?: string; hiddenSections?: readonly string[] }) {
  const properties = (step.schema as Schema).properties ?? {};
  const row = (name: string) => {
    const widget = (uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    // A field the page never shows (a value the form derives or carries) is no row of the review either.
    if (widget === 'hidden') return [];
    const text = reviewText(data[name], widget);
    if (!text) return [];
    const question = (data[name] as { question?: unknown } | undefined)?.question;
    // A field by `$ref` (e.g. an address line from the shared address schema) takes the title it refers to.
    const title = (uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:title'] ?? resolve(step.schema as JSONSchema7, properties[name] as JSONSchema7)?.title;
    const label = typeof question === 'string' && typeof data[name] === 'object' ? question : typeof title === 'string' && title ? title : name;
    return [{ name, label, text }];
  };
  const groups: { id: string; title?: string; rows: { name: string; label: string; text: string }[] }[] = [];
  for (const section of step.manifest.sections) {
    if (hiddenSections.includes(section.id)) continue;
    const rows = (section.fields ?? []).flatMap(row);
    if (section.title || !groups.length) groups.push({ id: section.id, title: section.title, rows });
    else groups[groups.length - 1].rows.push(...rows);
  }
  return (
    <Box as="section" mb="6" aria-label={title}>
      {title && (
        <Heading as="h3" size="md" mb="3">
          {title}
        </Heading>
      )}
      {note && <Text mb="3">{note}</Text>}
      {groups
        .filter((group) => group.rows.length)
        .map((group) => (
          <Box key={group.id} mb="4">
            {group.title && (
              <Heading as="h4" size="sm" mb="2">
                {group.title}
              </Heading>
            )}
            {/* minmax(0, …) and anywhere: a long unbroken value (a 100-character job number) wraps instead of widening the page. */}
            <chakra.dl display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} columnGap="6" rowGap="2">
              {group.rows.map((item) => (
                <Box key={item.name} display="contents">
                  <chakra.dt fontWeight="semibold">{item.label}</chakra.dt>
                  <chakra.dd m="0" data-field={item.name} overflowWrap="anywhere">
                    {item.text}
                  </chakra.dd>
                </Box>
              ))}
            </chakra.dl>
          </Box>
        ))}
    </Box>
  );
}
