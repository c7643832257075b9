import { chakra, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { describedBy } from '../ids.ts';
import { isRequiredNow, OptionalMark } from '../theme/optional-mark.tsx';
import { FieldError } from '../theme/field-template.tsx';
import { offeredOptions } from './enum-options.ts';

const NativeInput = chakra('input');

/**
 * One choice among a few, as large radio cards (a fieldset whose legend is the question; each
 * card is the label of its radio). Options come from the schema's enum or oneOf titles, so a step
 * whose single field uses this widget is a choice screen.
 */
export function ChoiceCardsWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const error = !!rawErrors?.length;
  const hint = typeof getUiOptions(props.uiSchema).description === 'string';
  const choices = offeredOptions(props);
  return (
    <chakra.fieldset aria-describedby={describedBy(id, { hint, error, context: props.registry.formContext })} aria-invalid={error || undefined}>
      <chakra.legend fontWeight="semibold" fontSize="lg" mb="3">
        {label}
        {!isRequiredNow(required, id, props.registry.formContext) && <OptionalMark />}
      </chakra.legend>
      <FieldError id={id} errors={rawErrors} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        {choices.map((choice, index) => {
          const optionId = index === 0 ? id : `${id}__${index}`;
          const checked = value === choice.value;
          return (
            <chakra.label
              key={String(choice.value)}
              htmlFor={optionId}
              display="flex"
              alignItems="center"
              gap="3"
              flex="1"
              minH="20"
              px="5"
              py="4"
              borderWidth="2px"
              borderRadius="md"
              borderColor={checked ? 'blue.600' : error ? 'red.600' : 'gray.400'}
              bg={checked ? 'blue.50' : undefined}
              cursor={disabled || readonly ? 'not-allowed' : 'pointer'}
              fontSize="lg"
              fontWeight="semibold"
              _focusWithin={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
            >
              <NativeInput
                type="radio"
                id={optionId}
                name={props.htmlName ?? id}
                value={String(choice.value)}
                checked={checked}
                disabled={disabled || readonly}
                onChange={() => onChange(choice.value)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
                width="5"
                height="5"
                flexShrink={0}
                style={{ accentColor: 'var(--chakra-colors-blue-600)' }}
              />
              {choice.label}
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
