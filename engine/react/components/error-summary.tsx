import { flushSync } from 'react-dom';
import { Box, chakra, Heading } from '@chakra-ui/react';
import type { FieldError } from '../../core/types.ts';
import { pointerToId } from '../ids.ts';
import type { LabelledError } from './error-labels.ts';
import { revealAndFocus } from './reveal-field.ts';
import { useTakeFocus } from './use-take-focus.ts';

/** Ways to render now the parts of a step still waiting for their turn (a long step renders progressively). */
const deferred = new Set<() => void>();

/** A part of the step not rendered yet registers how to render it at once; returns the unregister. */
export function deferRendering(renderNow: () => void): () => void {
  deferred.add(renderNow);
  return () => void deferred.delete(renderNow);
}

/** Renders every deferred part of the step now, synchronously (from an event handler). */
export function renderDeferred(): void {
  if (!deferred.size) return;
  flushSync(() => [...deferred].forEach((renderNow) => renderNow()));
}

/**
 * The element of a control id within `scope`, the part of the page the step is in: the page
 * around it may use the same id (a React app's mount point is often `#root`, also the step's id).
 */
function findField(id: string, scope: ParentNode): HTMLElement | null {
  const quoted = id.replace(/["\\]/g, '\\$&');
  return scope.querySelector<HTMLElement>(`[id="${quoted}"]`) ?? scope.querySelector<HTMLElement>(`[data-field-id="${quoted}"]`);
}

/** What can take focus in a group: its controls, neither hidden nor disabled. */
const GROUP_CONTROL = ['input:not([type=hidden])', 'select', 'textarea', 'button'].map((c) => `${c}:not(:disabled)`).join(', ');

/**
 * Focuses the control for a pointer; for a group (a fieldset: a nested object, whose own error
 * is e.g. that it is required) its first control, as the user fills it in from there. A field of a
 * long step that is not rendered yet is rendered first. `summary`, the error summary the step is
 * rendered after, says where the step is: its fields are looked for there, and the step's own
 * errors (the empty pointer) lead to its first control.
 */
export function focusField(pointer: string, summary?: Element | null): void {
  const scope: ParentNode = summary?.parentElement ?? document;
  const find = () => (pointer === '' ? firstControlAfter(summary) : findField(pointerToId(pointer), scope));
  let el = find();
  if (!el) {
    renderDeferred();
    el = find();
  }
  if (!el) return;
  const target = el.matches('input, select, textarea, button')
    ? el
    : el.querySelector<HTMLElement>(GROUP_CONTROL) ?? el;
  // A field in a collapsed section is shown first: a hidden control does not take focus.
  revealAndFocus(target, () => {
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  });
}

/** The first control after the summary, beside it: the step's first field. */
function firstControlAfter(summary: Element | null | undefined): HTMLElement | null {
  const controls = summary?.parentElement?.querySelectorAll<HTMLElement>(GROUP_CONTROL) ?? [];
  return [...controls].find((control) => summary!.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null;
}

export interface ErrorSummaryProps {
  /** In page order; a `label` (section and field, see `labelErrors`) is said before the message. */
  errors: readonly (FieldError | LabelledError)[];
  /** Changes on every failed submit: the summary takes focus each time. */
  focusKey: number;
  title?: string;
}

/**
 * The error summary at the top of a form after a failed submit: an alert that takes focus, each
 * entry a link naming its section and field with the message, which moves focus to the field.
 */
export function ErrorSummary({ errors, focusKey, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useTakeFocus<HTMLDivElement>(focusKey > 0 && focusKey);
  if (!errors.length) return null;
  return (
    <Box
      ref={ref}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      borderWidth="4px"
      borderColor="red.600"
      p="4"
      mb="6"
      _focus={{ outline: '3px solid', outlineColor: 'yellow.400' }}
    >
      <Heading as="h2" size="md" id="error-summary-title" mb="2">
        {title}
      </Heading>
      <chakra.ul listStyleType="none">
        {errors.map((e) => (
          <li key={e.path + e.message}>
            <chakra.a
              href={`#${pointerToId(e.path)}`}
              color="red.700"
              fontWeight="semibold"
              textDecoration="underline"
              onClick={(event) => {
                event.preventDefault();
                focusField(e.path, ref.current);
              }}
            >
              {'label' in e && e.label ? `${e.label}: ${e.message}` : e.message}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
