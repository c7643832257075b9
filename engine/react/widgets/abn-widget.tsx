import type { KeyboardEvent } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { idToPointer } from '../ids.ts';
import type { EngineFormContext } from '../form-context.ts';
import { textToValue } from './control-props.ts';
import { TextControl } from './text-control.tsx';

const ABN = { inputMode: 'numeric' } as const;

/**
 * An ABN box with a 'Look up' button that hands the ABN to the page's `onAbnLookup`. Enter in the
 * box looks up too, as the button does, in every form: without it Enter submitted the page's form
 * (implicit submission), or did nothing where there is none or its Submit is disabled.
 */
export function AbnWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const lookup = ctx?.onAbnLookup;
  // The box's own text: a value typed just before the press may not be committed yet.
  const boxText = () => (document.getElementById(props.id) as HTMLInputElement | null)?.value ?? String(props.value ?? '');
  const runLookup = () => lookup?.({ abn: boxText(), pointer: idToPointer(props.id) });
  const canLookUp = !!lookup && !props.disabled && !props.readonly;
  // Enter in the box (not on the button, which Enter already activates; not ending an input
  // method's composition). The box keeps focus, so it is marked as left, as the button's press
  // does by taking focus: its own error shows beside the lookup's answer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canLookUp || event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229 || (event.target as HTMLElement).id !== props.id) return;
    event.preventDefault();
    runLookup();
    props.onBlur(props.id, textToValue(boxText(), props.schema.type, props.options.emptyValue));
  };
  return (
    <HStack align="start" onKeyDown={onKeyDown}>
      <TextControl widget={props} opts={ABN} />
      {lookup && (
        <Button
          variant="outline"
          disabled={!canLookUp}
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
