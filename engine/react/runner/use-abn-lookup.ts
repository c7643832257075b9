import { useCallback, useRef } from 'react';
import { abnLookupFailureMessage, applyAbnLookup, findAbnLookupRule, normaliseAbnInput, writePointer } from '../../core/index.ts';
import type { AbnLookupResult } from '../../core/abn-lookup.ts';
import { showToast } from '../components/toaster.ts';
import type { AbnLookupRequest } from '../form-context.ts';
import type { FormMachineHandle } from './use-form-machine.ts';

/** Looks an ABN up (e.g. `POST /api/organisation/abn`); resolves null when the ABN is unknown. */
export type AbnLookupFn = (abn: string) => Promise<AbnLookupResult | null>;

/**
 * The `onAbnLookup` handler for a form with `abnLookup` rules in form.json: refuses an ABN that
 * is not 11 digits with the rule's toast (no call), otherwise calls `lookup` and applies the
 * outcome (engine/core `applyAbnLookup`), or shows the rule's failure toast with the details.
 */
export function useAbnLookup(machine: FormMachineHandle, lookup: AbnLookupFn): (request: AbnLookupRequest) => void {
  const latest = useRef(machine);
  latest.current = machine;
  return useCallback(
    (request: AbnLookupRequest) => {
      const { form, step } = latest.current;
      const pointer = `${step?.dataPointer ?? ''}${request.pointer}`;
      const rule = findAbnLookupRule(form.manifest, pointer);
      if (!rule) return;
      const abn = normaliseAbnInput(request.abn);
      if (!abn) {
        showToast('error', rule.invalidMessage);
        return;
      }
      lookup(abn).then(
        (result) => {
          const current = latest.current;
          current.setData(applyAbnLookup(writePointer(current.data, pointer, request.abn), rule, result));
        },
        (error: unknown) => showToast('error', abnLookupFailureMessage(rule, abn, error instanceof Error ? error.message : String(error))),
      );
    },
    [lookup],
  );
}
