import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearPendingText, markPendingText } from './pending-text.ts';

/** How long typing must pause before a text control commits its value to the form. */
export const COMMIT_DELAY_MS = 150;

/**
 * Buffered typing for `<input>`s and `<textarea>`s. The value is committed to the form (which
 * re-renders it) on blur and after a short idle pause, never per keystroke; and the input is
 * uncontrolled: the text lives in the DOM and a ref, so a keystroke causes no React render at
 * all (the browser's own cost only). `parse` turns the text into the form value, `format` the
 * form value into text.
 * The element starts with `defaultValue`; the DOM value is written only when a value comes from
 * outside (a reset, a lookup, a fill), never our own commit coming back. The idle commit runs in
 * a transition (it re-renders the form, and nothing the user sees waits on it); the blur commit
 * (`flush`) is urgent, so validation on blur sees the text at once. A blur also commits again,
 * urgently, a value whose idle commit has not come back as the control's value yet: a change
 * through RJSF (a nested field's) reaches the form's data only when that transition's render
 * commits, and whatever follows the blur (a press of Save) must find it there. Until its text is
 * in the form's data, the control is listed as pending (`pending-text.ts`): a press or an Enter
 * anywhere commits it urgently, for the actions no blur comes before.
 */
export function useBufferedInput<V, E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  value: V,
  onCommit: (next: V) => void,
  parse: (text: string) => V,
  format: (value: V) => string,
  delay = COMMIT_DELAY_MS,
) {
  const ref = useRef<E>(null);
  const [defaultValue] = useState(() => format(value));
  const textRef = useRef(defaultValue);
  const committed = useRef(value);
  /** The value the control was last rendered with (committed on screen). */
  const shown = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onCommit, parse });
  latest.current = { onCommit, parse };

  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const next = latest.current.parse(textRef.current);
    if (!Object.is(next, committed.current) || !Object.is(next, shown.current)) {
      committed.current = next;
      latest.current.onCommit(next);
    } else {
      clearPendingText(flush);
    }
  }, []);

  useLayoutEffect(() => {
    shown.current = value;
    if (!Object.is(value, committed.current)) {
      committed.current = value;
      const next = format(value);
      textRef.current = next;
      if (ref.current && ref.current.value !== next) ref.current.value = next;
    }
    if (timer.current === undefined) clearPendingText(flush);
    // `format` is a pure mapping; only a new value matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const onChange = useCallback(
    (event: { target: { value: string } }) => {
      textRef.current = event.target.value;
      markPendingText(flush);
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => startTransition(flush), delay);
    },
    [flush, delay],
  );

  // A pending value is committed rather than lost when the control goes away.
  useEffect(() => () => {
    if (timer.current !== undefined) flush();
    clearPendingText(flush);
  }, [flush]);

  return { ref, defaultValue, onChange, flush, textRef };
}
