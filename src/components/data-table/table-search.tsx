import { useEffect, useId, useRef, useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { SEARCH_TERM_MAX_LENGTH } from '../../../engine/core/table-query.ts';

export const SEARCH_DEBOUNCE_MS = 400;

export interface TableSearchProps {
  label: string;
  placeholder?: string;
  value: string;
  /** Called once typing pauses, with the trimmed term. */
  onSearch: (term: string) => void;
}

/** The labelled search box of a table; the request goes out after typing pauses. */
export function TableSearch({ label, placeholder, value, onSearch }: TableSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // Follow the URL when it changes from outside (Back, a link).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => latest.current(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Field.Root maxW="sm">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type="search" value={text} placeholder={placeholder} maxLength={SEARCH_TERM_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />
    </Field.Root>
  );
}
