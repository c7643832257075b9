import { Box, chakra, Text } from '@chakra-ui/react';
import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { OptionalMark } from './optional-mark.tsx';

/** Widgets and fields that label themselves (a legend, or a label beside a tick box). */
const SELF_LABELLED_WIDGETS = new Set(['yesNo', 'checkbox', 'radio', 'hidden', 'choiceCards', 'CheckboxWidget', 'HiddenWidget']);
const SELF_LABELLED_FIELDS = new Set(['certification', 'files']);

export function labelsItself(schema: RJSFSchema, uiSchema?: UiSchema): boolean {
  const widget = uiSchema?.['ui:widget'];
  const field = uiSchema?.['ui:field'];
  if (typeof field === 'string' && SELF_LABELLED_FIELDS.has(field)) return true;
  if (typeof widget === 'string' && SELF_LABELLED_WIDGETS.has(widget)) return true;
  return schema.type === 'boolean' || schema.type === 'object' || schema.type === 'array';
}

/**
 * One field: the label tied to the control (`<label for={id}>`, so the accessible name is the
 * visible label), '(optional)' on optional fields, the hint and the inline error (both referenced
 * by the control's aria-describedby), then the control.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, rawHelp, schema, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const ui = getUiOptions(uiSchema);
  // Hints come from ui.json only: schema descriptions document the data, they are not UI text.
  const rawDescription = typeof ui.description === 'string' ? ui.description : undefined;
  const isContainer = (schema.type === 'object' || schema.type === 'array') && !uiSchema?.['ui:field'];
  if (isContainer) return children;
  const selfLabelled = labelsItself(schema, uiSchema);
  const errors = rawErrors ?? [];
  const showLabel = displayLabel !== false && ui.label !== false && !selfLabelled && !!label;
  return (
    <Box mb="5" data-field-id={id}>
      {showLabel && (
        <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
          {label}
          {!required && <OptionalMark />}
        </chakra.label>
      )}
      {rawDescription && !selfLabelled && (
        <Text id={`${id}__description`} color="fg.muted" fontSize="sm" mb="1">
          {rawDescription}
        </Text>
      )}
      {errors.length > 0 && (
        <Text id={`${id}__error`} color="red.600" fontWeight="semibold" fontSize="sm" mb="1">
          {errors.join(' ')}
        </Text>
      )}
      {children}
      {rawDescription && selfLabelled && (
        <Text id={`${id}__description`} color="fg.muted" fontSize="sm" mt="1">
          {rawDescription}
        </Text>
      )}
      {rawHelp && (
        <Text id={`${id}__help`} color="fg.muted" fontSize="sm" mt="1">
          {rawHelp}
        </Text>
      )}
    </Box>
  );
}
