/**
 * The renderer's closed registry by name: ui.json may name only these widgets (`ui:widget`) and
 * fields (`ui:field`). engine/react registers an implementation for each (its tests check).
 */
export const rendererNames = {
  widgets: ['text', 'textarea', 'email', 'phone', 'money', 'abn', 'date', 'yesNo', 'select', 'checkbox', 'hidden', 'choiceCards', 'addressSearch'] as readonly string[],
  fields: ['certification', 'files', 'bankDetails'] as readonly string[],
};
