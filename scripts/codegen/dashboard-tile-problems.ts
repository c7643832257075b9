/** The checks of forms/portal.json `dashboardTiles` that codegen and `npm run lint` apply. */

/** The areas with a dashboard: the contact types a tile may be shown to. */
export const dashboardAudiences = ['LevyPayer', 'Certifier'] as const;

/** What the checks read of a catalog form. */
export interface DashboardFormRef {
  id: string;
  route?: string;
  audience: string;
}

interface DashboardTileLike {
  title?: unknown;
  description?: unknown;
  to?: unknown;
  form?: unknown;
  audience?: unknown;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function formProblems(at: string, tile: DashboardTileLike, forms: readonly DashboardFormRef[]): string[] {
  const form = forms.find((f) => f.id === tile.form);
  if (!form) return [`${at}/form: no form '${String(tile.form)}' in the catalog`];
  if (!form.route || form.route.includes(':')) return [`${at}/form: form '${form.id}' has no route a tile can open without parameters`];
  if (form.audience !== 'Any' && form.audience !== tile.audience) return [`${at}/audience: form '${form.id}' is for ${form.audience}, not ${String(tile.audience)}`];
  return [];
}

/**
 * Each wrong dashboard tile named at its pointer: no title, an empty description, neither or both
 * of a page path (`to`) and a catalog form, a path that is not absolute or has parameters, an
 * audience with no dashboard; and, given the catalog's forms, a form that is missing, has no
 * parameterless route, or is meant for another audience.
 */
export function dashboardTileProblems(tiles: unknown, forms?: readonly DashboardFormRef[]): string[] {
  if (!Array.isArray(tiles)) return ['forms/portal.json#/dashboardTiles: a list of tiles is required'];
  return tiles.flatMap((tile: DashboardTileLike, index) => {
    const at = `forms/portal.json#/dashboardTiles/${index}`;
    const problems: string[] = [];
    if (!isText(tile.title)) problems.push(`${at}/title: required`);
    if (tile.description !== undefined && !isText(tile.description)) problems.push(`${at}/description: a text when given`);
    if (!dashboardAudiences.includes(tile.audience as never)) problems.push(`${at}/audience: one of ${dashboardAudiences.join(', ')}`);
    if ((tile.to === undefined) === (tile.form === undefined)) problems.push(`${at}: a tile opens a page (to) or a catalog form (one of them)`);
    else if (tile.to !== undefined && (typeof tile.to !== 'string' || !tile.to.startsWith('/') || tile.to.includes(':'))) problems.push(`${at}/to: an absolute path without parameters`);
    else if (tile.form !== undefined && forms) problems.push(...formProblems(at, tile, forms));
    return problems;
  });
}
