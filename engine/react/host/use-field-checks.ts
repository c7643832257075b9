import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkedValue, FIELD_CHECK_DELAY_MS, fieldCheckWarning, readPointer, stepFieldChecks, type StepFieldCheck } from '../../core/index.ts';
import type { FormManifest } from '../../core/types.ts';
import { useCapabilities } from './capabilities.tsx';

export interface FieldChecksTarget {
  manifest: FormManifest;
  /** JSON pointer of the step's data inside the form data. */
  pointer: string;
  /** The step's data now: the values its checked fields hold when the step opens are checked without waiting for the user. */
  data: Record<string, unknown>;
  /** The id of the record the form edits (e.g. a saved draft's), which a check leaves out; undefined while there is none. */
  recordId?: () => string | undefined;
}

/**
 * The form's `fieldChecks` of a step, run through the host's `fieldCheck` capability for the
 * values the step opens with (a resumed draft, Back, a reload) and once the user leaves a checked
 * field and stays away from it for `FIELD_CHECK_DELAY_MS` (never per key). Each checked field gets
 * its warning ('' while none): the rule's message while the check finds the value; only the answer
 * for the value last asked about shows. A warning never blocks; a check that fails shows none, as
 * the value may be fine.
 */
export function useFieldChecks({ manifest, pointer, data, recordId }: FieldChecksTarget) {
  const capabilities = useCapabilities();
  const checks = useMemo(() => stepFieldChecks(manifest, pointer), [manifest, pointer]);
  // Warnings and values asked by the field's pointer in the form data, so going back to a step shows its warnings again.
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const latestRecordId = useRef(recordId);
  latestRecordId.current = recordId;
  const latestData = useRef(data);
  latestData.current = data;
  const latestCapabilities = useRef(capabilities);
  latestCapabilities.current = capabilities;
  // Per field: the pending timer and the value last asked about (an answer for an older value is dropped).
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const asked = useRef(new Map<string, string | null>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const show = useCallback((field: string, text: string) => setWarnings((prev) => (prev[field] === text ? prev : { ...prev, [field]: text })), []);

  /** Asks the check about the field's value, unless it was the value last asked about. */
  const ask = useCallback(
    (check: StepFieldCheck, value: unknown) => {
      const capabilities = latestCapabilities.current;
      if (!capabilities) return;
      const field = check.rule.field;
      const text = checkedValue(value);
      if (asked.current.has(field) && asked.current.get(field) === text) return;
      asked.current.set(field, text);
      if (text === null) return show(field, '');
      capabilities.fieldCheck(check.rule.check, text, latestRecordId.current?.()).then(
        (found) => {
          if (asked.current.get(field) === text) show(field, fieldCheckWarning(check.rule, found));
        },
        () => {
          if (asked.current.get(field) !== text) return;
          asked.current.delete(field);
          show(field, '');
        },
      );
    },
    [show],
  );

  // The step opens (or the form opens on it with saved data): check the values its checked fields
  // already hold. The data is read then, not on each change, so typing asks nothing.
  useEffect(() => {
    for (const check of checks) {
      const value = readPointer(latestData.current, check.pointer);
      if (checkedValue(value) !== null) ask(check, value);
    }
  }, [checks, ask]);

  const onFieldBlur = useCallback(
    (at: string, value: unknown) => {
      const check = checks.find((c) => c.pointer === at);
      if (!check || !capabilities) return;
      const field = check.rule.field;
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          timers.current.delete(field);
          ask(check, value);
        }, FIELD_CHECK_DELAY_MS),
      );
    },
    [checks, capabilities, ask],
  );

  const fieldWarnings = useMemo(() => (checks.length ? Object.fromEntries(checks.map((c) => [c.pointer, warnings[c.rule.field] ?? ''])) : undefined), [checks, warnings]);
  return { fieldWarnings, onFieldBlur: checks.length ? onFieldBlur : undefined };
}
