import { useCallback, useEffect, useMemo, useRef } from 'react';
import { abnChangedMessage, abnLookupFailureMessage, abnLookupOutcome, abnNotFoundMessage, applyAbnLookup, clearChangedAbnLookup, findAbnLookupRule, lookedUpAbn, normaliseAbnInput, readPointer, restoredAbnLookup, writePointer, type LookedUpAbn } from '../../core/index.ts';
import type { FormManifest } from '../../core/types.ts';
import { dismissToasts, showToast } from '../components/toaster.ts';
import type { AbnLookupRequest } from '../form-context.ts';
import { useCapabilities } from './capabilities.tsx';

/** Where a step's widgets read and write the form data. */
export interface StepDataTarget {
  manifest: FormManifest;
  /** JSON pointer of the step's data inside the form data. */
  pointer: string;
  /** The form data now (after any change not yet rendered). */
  getData: () => Record<string, unknown>;
  setData: (data: Record<string, unknown>) => void;
  /** The form data as rendered: a change of a looked-up ABN is noticed through it. */
  data?: Record<string, unknown>;
}

/**
 * The host capabilities a step's widgets use, bound to the step: the ABN lookup of the form's
 * `abnLookup` rules (refuses a malformed ABN with the rule's toast; applies the register's answer
 * through engine/core `applyAbnLookup`, saying when the register knows no such ABN; the rule's
 * failure toast otherwise; once the looked-up ABN is changed, what the lookup filled is cleared
 * with the rule's `changedMessage`), and the address
 * search with `fill` writing the chosen address into the step's fields. Every form gets them.
 */
/** What the toasts of one ABN field's lookups are about: each replaces the one before. */
const aboutAbn = (rule: { field: string }) => `abn-lookup:${rule.field}`;

export function useFormServices(target: StepDataTarget) {
  const capabilities = useCapabilities();
  const latest = useRef(target);
  latest.current = target;
  // Successful lookups by ABN field, until their ABN changes.
  const lookedUp = useRef(new Map<string, LookedUpAbn>());
  // The latest lookup asked for by ABN field: a slower answer to an earlier one is old news.
  const latestLookup = useRef(new Map<string, number>());

  const onAbnLookup = useCallback(
    (request: AbnLookupRequest) => {
      const { manifest, pointer: stepPointer } = latest.current;
      const pointer = `${stepPointer}${request.pointer}`;
      const rule = findAbnLookupRule(manifest, pointer);
      if (!rule || !capabilities) return;
      const abn = normaliseAbnInput(request.abn);
      if (!abn) {
        showToast('error', rule.invalidMessage, undefined, aboutAbn(rule));
        return;
      }
      const asked = (latestLookup.current.get(rule.field) ?? 0) + 1;
      latestLookup.current.set(rule.field, asked);
      const current = () => latestLookup.current.get(rule.field) === asked;
      capabilities.abnLookup(abn).then(
        (result) => {
          if (!current()) return;
          const next = applyAbnLookup(writePointer(latest.current.getData(), pointer, request.abn), rule, result);
          const found = lookedUpAbn(rule, next, result);
          if (found) lookedUp.current.set(rule.field, found);
          else lookedUp.current.delete(rule.field);
          latest.current.setData(next);
          // Found: what was said of the ABNs it held before (not found, lookup failed) is old news.
          if (abnLookupOutcome(result).kind === 'none') showToast('error', abnNotFoundMessage(rule, abn), undefined, aboutAbn(rule));
          else dismissToasts(aboutAbn(rule));
        },
        (error: unknown) => current() && showToast('error', abnLookupFailureMessage(rule, abn, error instanceof Error ? error.message : String(error)), undefined, aboutAbn(rule)),
      );
    },
    [capabilities],
  );

  const { data } = target;
  // The data the step opens with may hold what a lookup filled before a reload or a resumed draft.
  const opened = useRef(false);
  useEffect(() => {
    if (!data || opened.current) return;
    opened.current = true;
    for (const rule of latest.current.manifest.abnLookup ?? []) {
      const found = lookedUp.current.has(rule.field) ? null : restoredAbnLookup(rule, data);
      if (found) lookedUp.current.set(rule.field, found);
    }
  }, [data]);
  useEffect(() => {
    if (!data) return;
    for (const [field, found] of lookedUp.current) {
      const rule = findAbnLookupRule(latest.current.manifest, field);
      if (!rule || normaliseAbnInput(readPointer(data, field)) === found.abn) continue;
      lookedUp.current.delete(field);
      const cleared = clearChangedAbnLookup(latest.current.getData(), rule, found);
      if (!cleared) continue;
      latest.current.setData(cleared);
      showToast('warning', abnChangedMessage(rule, found.abn), undefined, aboutAbn(rule));
    }
  }, [data]);

  const services = useMemo(
    () => ({
      addressSearch: capabilities?.addressSearch,
      fill: (values: Record<string, unknown>) => {
        const { pointer, getData, setData } = latest.current;
        let next = getData();
        for (const [field, value] of Object.entries(values)) next = writePointer(next, `${pointer}${field}`, value);
        setData(next);
      },
    }),
    [capabilities],
  );

  return { onAbnLookup: capabilities ? onAbnLookup : undefined, services };
}
