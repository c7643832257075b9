import { useCallback, useSyncExternalStore } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import type { StepStore } from '../components/step-store.ts';
import { isPlainValue } from '../components/step-store.ts';
import type { EngineFormContext } from '../form-context.ts';

const { SchemaField } = getDefaultRegistry().fields;

/**
 * RJSF's SchemaField, with each top-level field of a step bound to the step's store
 * (`EngineFormContext.store`): it renders the value the store holds and re-renders alone when that
 * value changes, and its plain values are committed through the store (see `StepStore`). The root,
 * nested fields and array items are RJSF's own.
 */
export function SchemaFieldSlot(props: FieldProps) {
  const store = (props.registry.formContext as EngineFormContext | undefined)?.store;
  if (!store || props.fieldPathId.path.length !== 1) return <SchemaField {...props} />;
  return <TopLevelField {...props} store={store} field={String(props.fieldPathId.path[0])} />;
}

function TopLevelField({ store, field, ...props }: FieldProps & { store: StepStore; field: string }) {
  const subscribe = useCallback((listener: () => void) => store.subscribe(field, listener), [store, field]);
  const value = useSyncExternalStore(subscribe, () => store.get(field));
  const { onChange } = props;
  const handleChange = useCallback<FieldProps['onChange']>(
    (next, path, errorSchema, id) => {
      const own = path.length === 1 && path[0] === field;
      if (own && errorSchema === undefined && isPlainValue(next) && store.commitField(field, next)) return;
      store.forward(onChange, next, path, errorSchema, id);
    },
    [store, field, onChange],
  );
  return <SchemaField {...props} formData={value} onChange={handleChange} />;
}
