import type { WidgetProps } from '@rjsf/utils';
import { formatMoney } from '../../core/index.ts';
import { TextControl } from './text-control.tsx';

const TEXT = {};
const TEXTAREA = { multiline: true };
const EMAIL = { type: 'email', inputMode: 'email' } as const;
const PHONE = { type: 'tel', inputMode: 'tel' } as const;
const NUMBER = { inputMode: 'decimal' } as const;
const MONEY = { inputMode: 'decimal', prefix: '$', maxDecimals: 2 } as const;
const MONEY_READ_ONLY = { display: (value: unknown) => (typeof value === 'number' ? formatMoney(value) : String(value)) };

/** Default for strings: a single-line text box. */
export function TextWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={TEXT} />;
}

export function TextareaWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={TEXTAREA} />;
}

export function EmailWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={EMAIL} />;
}

export function PhoneWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={PHONE} />;
}

/** Numbers typed as text (commas allowed); the schema's messages judge the value. */
export function NumberWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={NUMBER} />;
}

/** Dollars, with a '$' prefix; commas are stripped for number schemas, kept for string ones. Read-only: '$1,234.50'. */
export function MoneyWidget(props: WidgetProps) {
  return <TextControl widget={props} opts={props.readonly ? MONEY_READ_ONLY : MONEY} />;
}
