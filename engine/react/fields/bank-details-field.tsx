import { useEffect, useRef, useState } from 'react';
import { Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { readPointer } from '../../core/pointer.ts';
import type { EngineFormContext } from '../form-context.ts';
import { describedBy } from '../ids.ts';
import { GroupLegend } from '../theme/group-legend.tsx';
import { useBufferedInput } from '../widgets/use-buffered-value.ts';
import { ExistingAccount, type BankAccount } from './existing-account.tsx';
import { bankOptionLabels, type BankOption } from './bank-options.ts';
import { inTaskAfter } from '../tasks.ts';

const newAccountFields = ['bsb', 'accountNumber', 'accountName'] as const;
type BankData = { option?: BankOption; id?: string; bsb?: string; accountNumber?: string; accountName?: string };

const NativeRadio = chakra('input');

/**
 * Bank details for a payment to the user (spec 1 section 2): 'UseExisting'
 * is offered only when the context holds an account (`ui:options.existingAccount`, a pointer into
 * the form's context) and shows it read-only; 'New' asks for BSB, account number and name.
 * The default is UseExisting when an account exists, otherwise New; switching clears the new
 * account's fields. Labels come from the schema's titles.
 */
export function BankDetailsField(props: FieldProps) {
  const { schema, formData, fieldPathId, onChange, errorSchema, uiSchema, disabled, readonly } = props;
  const ctx = props.registry.formContext as EngineFormContext;
  const pointer = uiSchema?.['ui:options']?.existingAccount as string | undefined;
  const existing = pointer ? (readPointer(ctx.context, pointer) as BankAccount | undefined) : undefined;
  const data = (formData ?? {}) as BankData;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const id = fieldPathId.$id;

  /** `kept`: what a new account keeps (the default chosen after the user began typing one). */
  const choose = (option: BankOption, kept: BankData = {}) =>
    onChange(option === 'UseExisting' ? { option, id: existing?.id } : { ...pick(kept, newAccountFields), option }, fieldPathId.path, undefined, id);

  // The default shows from the first render but reaches the data in a task after the mount's:
  // chosen in the mount's effects, RJSF's render of the whole form for it ran in the form's mount
  // task, one task twice as long on a phone. Only the first render decides it, and not over a
  // choice the user made meanwhile.
  const [firstDefault] = useState<BankOption>(existing ? 'UseExisting' : 'New');
  const shown = data.option ?? firstDefault;
  const latest = useRef({ data, choose });
  latest.current = { data, choose };
  useEffect(() => inTaskAfter(() => !latest.current.data.option && latest.current.choose(firstDefault, latest.current.data)), [firstDefault]);

  const errorsOf = (name: string) => (errorSchema?.[name] as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <chakra.fieldset id={id}>
      {schema.title && <GroupLegend title={schema.title} ctx={ctx} />}
      <Text mb="3" fontSize="sm">
        Payments are verified by a third-party payment verification service. If your account is not registered with
        the service, it emails you a verification request. No payment is made until the account is verified.
      </Text>
      {existing && (
        <Stack role="radiogroup" aria-label={properties.option?.title ?? 'Bank account'} gap="2" mb="3">
          {(['UseExisting', 'New'] as const).map((option) => (
            <chakra.label key={option} display="flex" gap="2" alignItems="center" htmlFor={`${id}__${option}`}>
              <NativeRadio
                type="radio"
                id={`${id}__${option}`}
                name={`${id}.option`}
                checked={shown === option}
                disabled={disabled || readonly}
                onChange={() => choose(option)}
              />
              {bankOptionLabels[option]}
            </chakra.label>
          ))}
        </Stack>
      )}
      {existing && shown === 'UseExisting' && <ExistingAccount account={existing} />}
      {shown === 'New' &&
        newAccountFields.map((name) => (
          <NewAccountInput
            key={name}
            id={`${id}.${name}`}
            context={ctx}
            label={properties[name]?.title ?? name}
            value={data[name]}
            errors={errorsOf(name)}
            disabled={disabled || readonly}
            onCommit={(value) => onChange({ ...data, [name]: value }, fieldPathId.path, undefined, id)}
            onBlur={(value) => props.onBlur(`${id}.${name}`, value)}
            autoComplete={name === 'accountName' ? 'name' : 'off'}
          />
        ))}
    </chakra.fieldset>
  );
}

/** The fields of `data` named in `names` that it holds. */
function pick(data: BankData, names: readonly (keyof BankData)[]): BankData {
  return Object.fromEntries(names.filter((name) => data[name] !== undefined).map((name) => [name, data[name]]));
}

const parseText = (text: string) => (text.trim() === '' ? undefined : text);
const formatText = (value: string | undefined) => value ?? '';

interface NewAccountInputProps {
  id: string;
  label: string;
  value: string | undefined;
  errors: string[];
  disabled?: boolean;
  autoComplete: string;
  onCommit: (value: string | undefined) => void;
  onBlur: (value: string | undefined) => void;
  /** The form's context, for the notices about the field (see `describedBy`). */
  context: EngineFormContext;
}

function NewAccountInput({ id, label, value, errors, disabled, autoComplete, onCommit, onBlur, context }: NewAccountInputProps) {
  const { ref, defaultValue, onChange, flush, textRef } = useBufferedInput<string | undefined>(value, onCommit, parseText, formatText);
  const invalid = errors.length > 0;
  return (
    <Box mb="3">
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {label}
      </chakra.label>
      {invalid && (
        <Text id={`${id}__error`} color="red.600" fontWeight="semibold" fontSize="sm" mb="1">
          {errors.join(' ')}
        </Text>
      )}
      <Input
        ref={ref}
        id={id}
        defaultValue={defaultValue}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, { error: invalid, context })}
        onChange={onChange}
        onBlur={() => {
          flush();
          onBlur(parseText(textRef.current));
        }}
      />
    </Box>
  );
}
