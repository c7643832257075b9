import type { EnumOptionsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { listOptions, readPointer } from '../../core/index.ts';
import type { EngineFormContext } from '../form-context.ts';

/**
 * The choices a widget offers now, from ui.json options (values of the schema's enum):
 * - `enumShownWithSection` `{ value: sectionId }`: offered only while that section is shown;
 * - `enumHiddenWithSection` `{ value: sectionId }`: not offered while that section is shown;
 * - `enumShownWithContext` `{ value: contextPointer }`: offered only when the form context holds true there;
 * - `enumOfferedWhenHeld` `[value]`: offered only while the field holds that value (a value records
 *   may hold that is no longer chosen anew, e.g. an entity type the portal no longer offers);
 * - `optionsFrom` (a context pointer to a list of `{ name }` or strings): the choices when the
 *   schema has no enum (e.g. a lookup the page loaded); the value is the name, or the item's key
 *   named by `optionValue` (e.g. `id`, when the data holds the lookup's id).
 */
export function offeredOptions(props: Pick<WidgetProps, 'options' | 'registry'> & { value?: unknown }): EnumOptionsType<RJSFSchema>[] {
  const { options } = props;
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  let choices: EnumOptionsType<RJSFSchema>[] = options.enumOptions ?? [];
  if (!choices.length && typeof options.optionsFrom === 'string') {
    choices = listOptions(readPointer(ctx?.context ?? {}, options.optionsFrom), typeof options.optionValue === 'string' ? options.optionValue : undefined);
  }
  const shown = new Set((ctx?.sections ?? []).map((section) => section.id));
  const shownWith = (options.enumShownWithSection ?? {}) as Record<string, string>;
  const hiddenWith = (options.enumHiddenWithSection ?? {}) as Record<string, string>;
  const withContext = (options.enumShownWithContext ?? {}) as Record<string, string>;
  const whenHeld = new Set(((options.enumOfferedWhenHeld ?? []) as unknown[]).map(String));
  return choices.filter((choice) => {
    const key = String(choice.value);
    if (whenHeld.has(key) && String(props.value) !== key) return false;
    if (key in shownWith && !shown.has(shownWith[key])) return false;
    if (key in hiddenWith && shown.has(hiddenWith[key])) return false;
    if (key in withContext && readPointer(ctx?.context ?? {}, withContext[key]) !== true) return false;
    return true;
  });
}
