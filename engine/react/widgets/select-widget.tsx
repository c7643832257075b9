import { NativeSelect } from '@chakra-ui/react';
import type { EnumOptionsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue } from '@rjsf/utils';
import { controlProps } from './control-props.ts';
import { offeredOptions } from './enum-options.ts';

/**
 * Each option's `value` attribute: the choice's own value as text when every choice is a string
 * or number with a text of its own (so the control says what it holds, e.g. a lookup's id),
 * otherwise its position.
 */
export function optionKeys(options: readonly EnumOptionsType<RJSFSchema>[]): string[] {
  const texts = options.map((option) => (typeof option.value === 'string' || typeof option.value === 'number' ? String(option.value) : undefined));
  const own = texts.every((text) => text !== undefined && text !== '') && new Set(texts).size === texts.length;
  return own ? (texts as string[]) : options.map((_, index) => String(index));
}

/** A native select (the most accessible choice list); options from the schema's enum or oneOf, or a context list (`optionsFrom`, see enum-options.ts). */
export function SelectWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, placeholder } = props;
  const enumOptions = offeredOptions(props);
  const keys = optionKeys(enumOptions);
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? keys[Number(index)] : '';
  const toValue = (key: string) => {
    const at = keys.indexOf(key);
    return at < 0 ? options.emptyValue : enumOptions[at].value;
  };
  return (
    <NativeSelect.Root disabled={props.disabled || props.readonly}>
      <NativeSelect.Field
        {...controlProps(props)}
        // A select has no read-only state of its own: a read-only choice is shown disabled.
        {...({ disabled: props.disabled || props.readonly || undefined } as object)}
        value={selected}
        onChange={(e) => onChange(toValue(e.target.value))}
        onBlur={(e) => onBlur(id, toValue(e.target.value))}
        onFocus={(e) => onFocus(id, toValue(e.target.value))}
      >
        <option value="">{placeholder || 'Select...'}</option>
        {enumOptions.map((option, i) => (
          <option key={keys[i]} value={keys[i]} disabled={option.schema?.readOnly === true}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
