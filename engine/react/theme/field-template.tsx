import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context.ts';
import { idToPointer } from '../ids.ts';
import { isRequiredNow, OptionalMark } from './optional-mark.tsx';

/** Widgets and fields that label themselves (a legend, or a label beside a tick box). */
const SELF_LABELLED_WIDGETS = new Set(['yesNo', 'checkbox', 'radio', 'hidden', 'choiceCards', 'CheckboxWidget', 'HiddenWidget']);
const SELF_LABELLED_FIELDS = new Set(['certification', 'files']);

/** Widgets and fields whose label is their fieldset's legend: their error follows the legend, inside them (`FieldError`). */
const LEGEND_WIDGETS = new Set(['yesNo', 'choiceCards']);
const LEGEND_FIELDS = new Set(['files']);

function errorFollowsLegend(uiSchema?: UiSchema): boolean {
  const widget = uiSchema?.['ui:widget'];
  const field = uiSchema?.['ui:field'];
  return (typeof widget === 'string' && LEGEND_WIDGETS.has(widget)) || (typeof field === 'string' && LEGEND_FIELDS.has(field));
}

export function labelsItself(schema: RJSFSchema, uiSchema?: UiSchema): boolean {
  const widget = uiSchema?.['ui:widget'];
  const field = uiSchema?.['ui:field'];
  if (typeof field === 'string' && SELF_LABELLED_FIELDS.has(field)) return true;
  if (typeof widget === 'string' && SELF_LABELLED_WIDGETS.has(widget)) return true;
  return schema.type === 'boolean' || schema.type === 'object' || schema.type === 'array';
}

// Plain elements with constant styles on the theme's tokens (Chakra's CSS variables): one field
// template per field, so no style props to resolve on each render (a 300-field step mounts 300).
const FIELD = { marginBottom: 'var(--chakra-spacing-5)' } as const;
const LABEL = { display: 'block', fontWeight: 'var(--chakra-font-weights-semibold)', marginBottom: 'var(--chakra-spacing-1)' } as const;
const SMALL = { fontSize: 'var(--chakra-font-sizes-sm)' } as const;
const HINT_ABOVE = { ...SMALL, color: 'var(--chakra-colors-fg-muted)', marginBottom: 'var(--chakra-spacing-1)' } as const;
const HINT_BELOW = { ...SMALL, color: 'var(--chakra-colors-fg-muted)', marginTop: 'var(--chakra-spacing-1)' } as const;
const WARNING = { ...SMALL, color: 'var(--chakra-colors-orange-700)', fontWeight: 'var(--chakra-font-weights-semibold)', marginTop: 'var(--chakra-spacing-1)' } as const;
/** An error message's style, the same for a field's and for a group's own (`ObjectFieldTemplate`). */
export const ERROR = { ...SMALL, color: 'var(--chakra-colors-red-600)', fontWeight: 'var(--chakra-font-weights-semibold)', marginBottom: 'var(--chakra-spacing-1)' } as const;

/** A field's inline error, which its control's aria-describedby names: under the label, or the legend, and above the control. */
export function FieldError({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}__error`} style={ERROR}>
      {errors.join(' ')}
    </p>
  );
}

/**
 * One field: the label tied to the control (`<label for={id}>`, so the accessible name is the
 * visible label), '(optional)' on optional fields the user fills in, the hint and the inline error (both referenced
 * by the control's aria-describedby), then the control.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, rawHelp, schema, uiSchema, readonly } = props;
  if (hidden) return <div hidden>{children}</div>;
  const ui = getUiOptions(uiSchema);
  // Hints come from ui.json only: schema descriptions document the data, they are not UI text.
  const rawDescription = typeof ui.description === 'string' ? ui.description : undefined;
  const isContainer = (schema.type === 'object' || schema.type === 'array') && !uiSchema?.['ui:field'];
  if (isContainer) return children;
  const selfLabelled = labelsItself(schema, uiSchema);
  const errors = rawErrors ?? [];
  const showLabel = displayLabel !== false && ui.label !== false && !selfLabelled && !!label;
  const warnings = (props.registry.formContext as EngineFormContext | undefined)?.fieldWarnings;
  const pointer = warnings ? idToPointer(id) : '';
  const checked = !!warnings && pointer in warnings;
  return (
    <div style={FIELD} data-field-id={id}>
      {showLabel && (
        <label htmlFor={id} style={LABEL}>
          {label}
          {/* Nobody fills in a read-only field: it is never marked '(optional)'. */}
          {!isRequiredNow(required, id, props.registry.formContext) && !readonly && <OptionalMark />}
        </label>
      )}
      {rawDescription && !selfLabelled && (
        <p id={`${id}__description`} style={HINT_ABOVE}>
          {rawDescription}
        </p>
      )}
      {!errorFollowsLegend(uiSchema) && <FieldError id={id} errors={errors} />}
      {children}
      {/* A field check's warning: a live region kept while the field is checked, so it is announced. */}
      {checked && warnings && (
        <p id={`${id}__warning`} style={WARNING} aria-live="polite">
          {warnings[pointer]}
        </p>
      )}
      {rawDescription && selfLabelled && (
        <p id={`${id}__description`} style={HINT_BELOW}>
          {rawDescription}
        </p>
      )}
      {rawHelp && (
        <p id={`${id}__help`} style={HINT_BELOW}>
          {rawHelp}
        </p>
      )}
    </div>
  );
}
