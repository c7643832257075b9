import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { controlProps } from './control-props.ts';
import { offeredOptions } from './enum-options.ts';

/** A native select (the most accessible choice list); options from the schema's enum or oneOf, or a context list (`optionsFrom`, see enum-options.ts). */
export function SelectWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, placeholder } = props;
  const enumOptions = offeredOptions(props);
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? index : '';
  const toValue = (v: string) => (v === '' ? options.emptyValue : enumOptionsValueForIndex(v, enumOptions, options.emptyValue));
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
          <option key={i} value={String(i)} disabled={option.schema?.readOnly === true}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
