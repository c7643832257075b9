import type { SectionManifest } from './types.ts';

/**
 * Where a top-level field sits among a step's sections: its order (section, then place in it) and
 * the title it is read under. An untitled section continues the titled one before it.
 */
export function sectionPlace(sections: readonly SectionManifest[], field: string): { index: number; title?: string } | undefined {
  let title: string | undefined;
  for (let i = 0; i < sections.length; i++) {
    if (sections[i].title) title = sections[i].title;
    const at = sections[i].fields?.indexOf(field) ?? -1;
    if (at !== -1) return { index: i * 10_000 + at, title };
  }
  return undefined;
}
