import type { FieldProps } from '@rjsf/utils';

/**
 * A number field is its StringField. RJSF's NumberField keeps typed text such as '1.' in state and
 * builds an `Intl.NumberFormat` on every render to learn the browser's decimal separator (the
 * first one loads locale data: about 20 ms on a page, before any field shows). The engine's
 * controls parse number text themselves (`textToValue`: commas dropped, '.' as the decimal
 * point, as the portal's en-AU format has it) and commit numbers, so none of that is needed.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
