import { memo, useCallback } from 'react';
import { chakra, Input, InputGroup, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlProps, textToValue, valueToText } from './control-props.ts';
import { useBufferedInput } from './use-buffered-value.ts';

export interface TextControlOptions {
  /** How a read-only value reads (e.g. money as '$1,234.50'); default its text. */
  display?: (value: unknown) => string;
  type?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  multiline?: boolean;
  prefix?: string;
  /** Decimal places a typed number may have (money: 2, its cents); more stays text for the schema to refuse. */
  maxDecimals?: number;
  min?: string;
}

/**
 * A text-like control, uncontrolled while typing: the text stays in the DOM (so a keystroke causes
 * no React render) and is committed to the form on blur and after an idle pause (see
 * `useBufferedInput`); a value from outside (a reset, a lookup) is written into the box. Shared by
 * text, email, phone, money, number, ABN and date widgets.
 */
export const TextControl = memo(function TextControl({ widget, opts }: { widget: WidgetProps; opts: TextControlOptions }) {
  if (widget.readonly && !widget.disabled) return <ReadOnlyControl widget={widget} opts={opts} />;
  return <EditableControl widget={widget} opts={opts} />;
});

// Read-only: shaded with no box to type in, the value formatted for reading (money as AUD); the
// input's readonly attribute makes screen readers say 'read only'.
const READ_ONLY = { bg: 'bg.muted', borderColor: 'transparent', cursor: 'default', fontWeight: 'medium' } as const;

function ReadOnlyControl({ widget, opts }: { widget: WidgetProps; opts: TextControlOptions }) {
  const { value, onBlur, onFocus, id } = widget;
  const text = value === undefined || value === null || value === '' ? '' : (opts.display ?? valueToText)(value);
  // ui:options.asText: a value nobody types (a calculated amount) reads as text beside its label,
  // in an <output> the label names, not in a box. Not a live region (seven amounts calculated at
  // once would be read out bare); focusable from the error summary's link; no value shows a dash
  // that screen readers skip.
  if (widget.options.asText === true) {
    const { id: outputId, 'aria-describedby': describedBy } = controlProps(widget);
    return (
      <chakra.output id={outputId} aria-describedby={describedBy} aria-live="off" tabIndex={-1} display="block" fontWeight="medium" py="1" _focus={{ outline: 'none' }}>
        {text || <span aria-hidden="true">-</span>}
      </chakra.output>
    );
  }
  const common = { ...controlProps(widget), value: text, readOnly: true, 'aria-readonly': true, onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value), ...READ_ONLY };
  if (opts.multiline) return <Textarea {...common} rows={typeof widget.options.rows === 'number' ? widget.options.rows : 4} />;
  return <Input {...common} type="text" />;
}

const EditableControl = memo(function EditableControl({ widget, opts }: { widget: WidgetProps; opts: TextControlOptions }) {
  const { id, value, onChange, onBlur, onFocus, schema, options, placeholder } = widget;
  // A one-line box's spaces before and after its text are nobody's answer ('4000 ' as a
  // postcode): the value leaves them out, and the box drops them on blur. A text area keeps its text.
  const trims = !opts.multiline && opts.type !== 'password';
  const parse = useCallback(
    (text: string) => textToValue(trims ? text.trim() : text, schema.type, options.emptyValue, opts.maxDecimals, opts.prefix),
    [trims, schema.type, options.emptyValue, opts.maxDecimals, opts.prefix],
  );
  // ui:options.commitDelayMs: this field's idle pause before committing (default COMMIT_DELAY_MS);
  // ui:options.validateOnCommit: an idle commit also shows the field's error, as a blur would
  // (validation debounced by that pause, without leaving the field).
  const delay = typeof options.commitDelayMs === 'number' && options.commitDelayMs >= 0 ? options.commitDelayMs : undefined;
  const validateOnCommit = options.validateOnCommit === true;
  const commit = useCallback(
    (next: unknown) => {
      onChange(next);
      if (validateOnCommit) onBlur(id, next);
    },
    [onChange, onBlur, id, validateOnCommit],
  );
  const { ref, defaultValue, onChange: onInput, flush, textRef } = useBufferedInput<unknown, HTMLInputElement & HTMLTextAreaElement>(value, commit, parse, valueToText, delay);
  const common = {
    ...controlProps(widget),
    ref,
    defaultValue,
    placeholder: placeholder || undefined,
    onChange: onInput,
    onBlur: () => {
      flush();
      const box = ref.current;
      if (trims && box && box.value !== box.value.trim()) box.value = textRef.current = box.value.trim();
      onBlur(id, parse(textRef.current));
    },
    onFocus: () => onFocus(id, value),
  };
  if (opts.multiline) {
    return <Textarea {...common} rows={typeof options.rows === 'number' ? options.rows : 4} />;
  }
  const input = <Input {...common} type={opts.type ?? 'text'} inputMode={opts.inputMode} min={opts.min} />;
  return opts.prefix ? <InputGroup startElement={opts.prefix}>{input}</InputGroup> : input;
});
