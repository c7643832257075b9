import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { describedBy } from '../ids.ts';
import type { EngineFormContext } from '../form-context.ts';
import { GroupLegend } from '../theme/group-legend.tsx';

const NativeInput = chakra('input');

/**
 * The certification and declaration ticks: one tick box per boolean property of the schema,
 * labelled with the property's `title` (the wording lives in schemas/, not here).
 */
export function CertificationField(props: FieldProps) {
  const { schema, formData, fieldPathId, onChange, onBlur, errorSchema, disabled, readonly } = props;
  const entries = Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>);
  const data = (formData ?? {}) as Record<string, unknown>;
  return (
    <chakra.fieldset id={fieldPathId.$id}>
      {schema.title && <GroupLegend title={schema.title} ctx={props.registry.formContext as EngineFormContext} />}
      {entries.map(([name, sub]) => {
        const id = `${fieldPathId.$id}.${name}`;
        const errors = (errorSchema?.[name] as { __errors?: string[] } | undefined)?.__errors ?? [];
        return (
          <Box key={name} mb="3">
            {errors.length > 0 && (
              <Text id={`${id}__error`} color="red.600" fontWeight="semibold" fontSize="sm" mb="1">
                {errors.join(' ')}
              </Text>
            )}
            <HStack align="start" gap="3">
              <NativeInput
                type="checkbox"
                id={id}
                name={id}
                width="5"
                height="5"
                mt="0.5"
                flexShrink={0}
                checked={data[name] === true}
                disabled={disabled || readonly}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(id, { error: errors.length > 0, context: props.registry.formContext })}
                onChange={(e) => onChange(e.target.checked, [...fieldPathId.path, name], undefined, id)}
                onBlur={() => onBlur(id, data[name])}
              />
              <chakra.label htmlFor={id} cursor="pointer">
                {sub.title ?? name}
              </chakra.label>
            </HStack>
          </Box>
        );
      })}
    </chakra.fieldset>
  );
}
