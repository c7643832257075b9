import { useEffect, useRef, useState } from 'react';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context.ts';
import { TextControl } from './text-control.tsx';

/** Wait after the last key before searching. */
export const ADDRESS_SEARCH_DELAY_MS = 500;
const MIN_LENGTH = 3;
const TEXT = {};

/** The page's search (e.g. `POST /api/data/address`): results are flat records; failures resolve []. */
export type AddressSearchFn = (text: string) => Promise<Record<string, string>[]>;
/** Writes values at step data pointers (the page's `fill` service). */
export type FillFn = (values: Record<string, unknown>) => void;

/**
 * A text box (e.g. address line 1) that also searches addresses as the user types (500 ms after
 * the last key, at least 3 characters) through the `addressSearch` service; choosing a result
 * writes its values at the step pointers of `ui:options.fills` (`{ resultKey: pointer }`)
 * through the `fill` service and puts focus back in the text box. A failed search shows nothing.
 */
export function AddressSearchWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const search = ctx?.services?.addressSearch as AddressSearchFn | undefined;
  const fill = ctx?.services?.fill as FillFn | undefined;
  const fills = (props.options.fills ?? {}) as Record<string, string>;
  const [results, setResults] = useState<Record<string, string>[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = (event: React.FormEvent<HTMLDivElement>) => {
    const text = (event.target as HTMLInputElement).value ?? '';
    clearTimeout(timer.current);
    if (!search || text.trim().length < MIN_LENGTH) {
      setResults([]);
      return;
    }
    timer.current = setTimeout(() => {
      const call = ++latest.current;
      search(text.trim()).then(
        (found) => call === latest.current && setResults(found),
        () => call === latest.current && setResults([]),
      );
    }, ADDRESS_SEARCH_DELAY_MS);
  };

  const choose = (result: Record<string, string>) => {
    const values: Record<string, unknown> = {};
    for (const [key, pointer] of Object.entries(fills)) values[pointer] = result[key] === '' ? undefined : result[key];
    fill?.(values);
    setResults([]);
    // The chosen button goes with the list: focus stays at the search box rather than falling to the page.
    box.current?.querySelector('input')?.focus();
  };

  const listId = `${props.id}__results`;
  return (
    <Box ref={box} onInput={onInput}>
      <TextControl widget={props} opts={TEXT} />
      <Box aria-live="polite">
        {results.length > 0 && (
          <Box id={listId} borderWidth="1px" borderRadius="md" mt="1">
            <Text px="3" pt="2" fontSize="sm" color="fg.muted">
              {results.length} {results.length === 1 ? 'address found' : 'addresses found'}
            </Text>
            <chakra.ul listStyleType="none" m="0" p="1">
              {results.map((result, index) => (
                <li key={index}>
                  <Button variant="ghost" width="full" justifyContent="flex-start" onClick={() => choose(result)} disabled={props.disabled || props.readonly}>
                    {Object.keys(fills).map((key) => result[key]).filter(Boolean).join(', ')}
                  </Button>
                </li>
              ))}
            </chakra.ul>
          </Box>
        )}
      </Box>
    </Box>
  );
}
