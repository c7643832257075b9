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
  // The box's own text: a value typed just before the press may not be committed yet.
  const runLookup = () => lookup?.({ abn: (document.getElementById(props.id) as HTMLInputElement | null)?.value ?? String(props.value ?? ''), pointer: idToPointer(props.id) });
  return (
    <HStack align="start">
      <TextControl widget={props} opts={ABN} />
      {lookup && (
        <Button
          variant="outline"
          disabled={props.disabled || props.readonly}
          // A pointer press looks up at once: the box's blur re-validates it, its error line comes
          // or goes, the button moves and the release would miss it (the click lost). The button
          // then takes focus, which commits the box. Keys (detail 0) activate through click.
          onMouseDown={(event) => {
            if (event.button !== 0) return;
            event.preventDefault();
            runLookup();
            event.currentTarget.focus();
          }}
          onClick={(event) => {
            if (event.detail === 0) runLookup();
          }}
        >
          Look up
        </Button>
      )}
    </HStack>
  );
}
