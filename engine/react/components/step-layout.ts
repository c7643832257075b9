import type { SectionManifest } from '../../core/types.ts';
import { sectionNoticeId } from '../ids.ts';

/**
 * RJSF's report of the step's data with each top-level field that is not rendered (a hidden
 * section's, another step's) as the step holds it. No one can edit a field that is not rendered,
 * so what RJSF reports there is a schema default it filled in (e.g. the state of an address in a
 * hidden section), which would otherwise enter the data while its section is hidden. A field's
 * defaults arrive with the first report after its section shows.
 */
export function keepUnrenderedFields(reported: Record<string, unknown>, held: Record<string, unknown>, hidden: ReadonlySet<string>): Record<string, unknown> {
  let next = reported;
  for (const name of hidden) {
    if (next[name] === held[name]) continue;
    if (next === reported) next = { ...reported };
    if (held[name] === undefined) delete next[name];
    else next[name] = held[name];
  }
  return next;
}

/**
 * The sections laid out, the top-level fields not rendered, from what the machine hides, and the
 * notices showing about each field (`describes`), which its control's aria-describedby names.
 */
export function stepLayout(sections: SectionManifest[], hiddenSections: readonly string[] = [], hiddenFields: readonly string[] = []) {
  // A hidden notice of its own (no title, no fields) keeps its place, empty: its live region is on
  // the page before its words come, so that they are announced when they do.
  const keptEmpty = (s: SectionManifest) => !!s.notice && !s.title && !s.fields?.length && !s.help?.length && !s.facts?.length;
  const shown = sections.flatMap((s) => (!hiddenSections.includes(s.id) ? [s] : keptEmpty(s) ? [{ ...s, description: undefined }] : []));
  const shownFields = new Set(shown.flatMap((s) => s.fields ?? []));
  const hidden = new Set([...hiddenFields, ...sections.filter((s) => hiddenSections.includes(s.id)).flatMap((s) => s.fields ?? [])]);
  for (const field of shownFields) hidden.delete(field);
  // A notice names the fields it describes while it says something.
  const noticesFor = new Map<string, string[]>();
  for (const section of shown) {
    if (!section.notice || !section.description) continue;
    for (const field of section.describes ?? []) noticesFor.set(field, [...(noticesFor.get(field) ?? []), sectionNoticeId(section.id)]);
  }
  return { sections: shown, hiddenFields: hidden as ReadonlySet<string>, noticesFor: noticesFor as ReadonlyMap<string, readonly string[]> };
}
