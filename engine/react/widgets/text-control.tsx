import { memo, useCallback } from 'react';
import { Input, InputGroup, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlProps, textToValue, valueToText } from './control-props.ts';
import { useBufferedValue } from './use-buffered-value.ts';

export interface TextControlOptions {
  type?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  multiline?: boolean;
  prefix?: string;
  min?: string;
}

/**
 * A text-like control that keeps its text locally while typing and commits it to the form on
 * blur and after an idle pause (see `useBufferedValue`). Shared by text, email, phone, money,
 * number, ABN and date widgets.
 */
export const TextControl = memo(function TextControl({ widget, opts }: { widget: WidgetProps; opts: TextControlOptions }) {
  const { id, value, onChange, onBlur, onFocus, schema, options, placeholder } = widget;
  const parse = useCallback(
    (text: string) => textToValue(text, schema.type, options.emptyValue),
    [schema.type, options.emptyValue],
  );
  const { text, change, flush } = useBufferedValue<unknown>(value, onChange, parse, valueToText);
  const common = {
    ...controlProps(widget),
    value: text,
    placeholder: placeholder || undefined,
    onBlur: () => {
      flush();
      onBlur(id, parse(text));
    },
    onFocus: () => onFocus(id, value),
  };
  if (opts.multiline) {
    return <Textarea {...common} rows={typeof options.rows === 'number' ? options.rows : 4} onChange={(e) => change(e.target.value)} />;
  }
  const input = (
    <Input
      {...common}
      type={opts.type ?? 'text'}
      inputMode={opts.inputMode}
      min={opts.min}
      onChange={(e) => change(e.target.value)}
    />
  );
  return opts.prefix ? <InputGroup startElement={opts.prefix}>{input}</InputGroup> : input;
});
