import { chakra, HStack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { describedBy } from '../ids.ts';
import { isRequiredNow, OptionalMark } from '../theme/optional-mark.tsx';
import { FieldError } from '../theme/field-template.tsx';

const NativeInput = chakra('input');
const boxStyle = { width: '5', height: '5', accentColor: 'var(--chakra-colors-blue-600)', flexShrink: 0, mt: '0.5' } as const;

function hasHint(props: WidgetProps) {
  const d = getUiOptions(props.uiSchema).description;
  return typeof d === 'string' && d !== '';
}

/**
 * One tick box whose label is its visible text (the schema's title). Never marked '(optional)':
 * left unticked is an answer too, and a box that must be ticked says so in its own error.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const error = !!rawErrors?.length;
  return (
    <HStack align="start" gap="3">
      <NativeInput
        type="checkbox"
        id={id}
        name={props.htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={error || undefined}
        aria-describedby={describedBy(id, { hint: hasHint(props), error, context: props.registry.formContext })}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...boxStyle}
      />
      <chakra.label htmlFor={id} cursor="pointer">
        {label}
      </chakra.label>
    </HStack>
  );
}

/** Yes / No radios for a boolean, grouped in a fieldset whose legend is the question. */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const error = !!rawErrors?.length;
  const choices = [
    { value: true, text: 'Yes', id },
    { value: false, text: 'No', id: `${id}__no` },
  ];
  return (
    <chakra.fieldset aria-describedby={describedBy(id, { hint: hasHint(props), error, context: props.registry.formContext })} aria-invalid={error || undefined}>
      <chakra.legend fontWeight="semibold" mb="1">
        {label}
        {!isRequiredNow(required, id, props.registry.formContext) && <OptionalMark />}
      </chakra.legend>
      <FieldError id={id} errors={rawErrors} />
      <HStack gap="6">
        {choices.map((c) => (
          <HStack key={c.text} gap="2">
            <NativeInput
              type="radio"
              id={c.id}
              name={props.htmlName ?? id}
              checked={value === c.value}
              disabled={disabled || readonly}
              onChange={() => onChange(c.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              {...boxStyle}
              mt="0"
            />
            <chakra.label htmlFor={c.id}>{c.text}</chakra.label>
          </HStack>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}

export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} value={value === undefined || value === null ? '' : String(value)} />;
}
