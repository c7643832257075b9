import { Button, HStack } from '@chakra-ui/react';
import { failureText, readPointer, requestPayload, responseIntoData } from '../../core/index.ts';
import type { StepAction } from '../../core/types.ts';
import { showToast } from '../components/toaster.ts';
import type { FormMachineHandle } from '../runner/use-form-machine.ts';
import { useCapabilities } from './capabilities.tsx';

export interface StepActionsProps {
  machine: FormMachineHandle;
  disabled?: boolean;
  /** Runs the call under the page's blocking overlay; resolves undefined when it failed. */
  runCall?: <T>(message: string, work: () => Promise<T>) => Promise<T | undefined>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The buttons form.json places under the current step (`actions`, engine/core `stepActionTypes`).
 * `request`: checks the fields it requires (each missing one's toast), sends the named payload
 * built from the data, and writes the answer into the data through the named response mapping.
 */
export function StepActions({ machine, disabled, runCall }: StepActionsProps) {
  const capabilities = useCapabilities();
  const actions = machine.step?.actions ?? [];
  if (!actions.length || !capabilities) return null;
  const { manifest } = machine.form;

  const run = async (action: StepAction) => {
    const data = machine.getData();
    const missing = (action.requires ?? []).find((requirement) => isEmpty(readPointer(data, requirement.field)));
    if (missing) {
      showToast('error', missing.message);
      return;
    }
    const call = async () => {
      try {
        return await capabilities.request(action.endpoint, { method: action.method ?? 'POST', body: requestPayload(manifest, action.request, data) });
      } catch (error) {
        showToast('error', failureText(action.failureMessage ?? manifest.messages?.failure, error));
        throw error;
      }
    };
    const answer = runCall ? await runCall(action.busyMessage, call).catch(() => undefined) : await call().catch(() => undefined);
    if (answer !== undefined) machine.setData(responseIntoData(manifest, action.response, answer, machine.getData()));
  };

  return (
    <HStack gap="4" mt="2">
      {actions.map((action) => (
        <Button key={action.label} variant="outline" colorPalette="blue" onClick={() => void run(action)} disabled={disabled}>
          {action.label}
        </Button>
      ))}
    </HStack>
  );
}
