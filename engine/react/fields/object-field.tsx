import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';

const { ObjectField: RjsfObjectField } = getDefaultRegistry().fields;

/**
 * RJSF's ObjectField, whose template also gets the object's own errors (e.g. the whole group
 * required). RJSF's SchemaField takes them out of the error schema and hands them to the field as
 * `rawErrors`, which its ObjectField does not pass on, so a group could not show them; they go back
 * into the template's `errorSchema.__errors`. Without errors the props pass through untouched.
 */
export function ObjectField(props: FieldProps) {
  const { rawErrors, errorSchema } = props;
  if (!rawErrors?.length) return <RjsfObjectField {...props} />;
  const withOwn = { ...errorSchema, __errors: rawErrors } as ErrorSchema;
  return <RjsfObjectField {...props} errorSchema={withOwn} />;
}
