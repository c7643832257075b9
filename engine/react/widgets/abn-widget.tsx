import { Button, HStack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { idToPointer } from '../ids.ts';
import type { EngineFormContext } from '../form-context.ts';
import { TextControl } from './text-control.tsx';

const ABN = { inputMode: 'numeric' } as const;

/** An ABN box with a 'Look up' button that hands the ABN to the page's `onAbnLookup`. */
export function AbnWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const lookup = ctx?.onAbnLookup;
  return (
    <HStack align="start">
      <TextControl widget={props} opts={ABN} />
      {lookup && (
        <Button
          variant="outline"
          disabled={props.disabled || props.readonly}
          // The box's own text: a value typed just before the click may not be committed yet.
          onClick={() => lookup({ abn: (document.getElementById(props.id) as HTMLInputElement | null)?.value ?? String(props.value ?? ''), pointer: idToPointer(props.id) })}
        >
          Look up
        </Button>
      )}
    </HStack>
  );
}
