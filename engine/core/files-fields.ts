/** The data pointers of every field the UI schema renders with the `files` field. */
export function filesFieldPointers(uiSchema: unknown, base = ''): string[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  const node = uiSchema as Record<string, unknown>;
  if (node['ui:field'] === 'files') return [base];
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('ui:'))
    .flatMap(([key, child]) => filesFieldPointers(child, `${base}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
}
