import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatDate } from '../../core/index.ts';
import { TextControl } from './text-control.tsx';

/** Today as yyyy-MM-dd in the user's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date as yyyy-MM-dd (the wire format) through the browser's date input. `ui:options.minDate`
 * is 'today' or a yyyy-MM-dd date; the schema still decides what is valid.
 */
export function DateWidget(props: WidgetProps) {
  const minDate = props.options.minDate;
  const opts = useMemo(
    () => ({ type: 'date', min: minDate === 'today' ? todayIso() : typeof minDate === 'string' ? minDate : undefined, display: formatDate }),
    [minDate],
  );
  return <TextControl widget={props} opts={opts} />;
}
