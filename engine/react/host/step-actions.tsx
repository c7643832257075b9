import { Button, HStack } from '@chakra-ui/react';
import { failureText, missingRequirement, readPointer, requestPayload, requestSourceErrors, responseIntoData, validateStep } from '../../core/index.ts';
import type { StepAction } from '../../core/types.ts';
import { showToast } from '../components/toaster.ts';
import type { FormMachineHandle } from '../runner/use-form-machine.ts';
import { useCapabilities } from './capabilities.tsx';

export interface StepActionsProps {
  machine: FormMachineHandle;
  disabled?: boolean;
  /** Runs the call under the page's blocking overlay; resolves undefined when it failed. */
  runCall?: <T>(message: string, work: () => Promise<T>) => Promise<T | undefined>;
  /** Shows the step's errors as a failed Next does (the error summary, each field's error): a request's data is invalid. */
  onInvalid?: () => void;
}


/**
 * The buttons form.json places under the current step (`actions`, engine/core `stepActionTypes`).
 * `request`: checks the fields it requires (each missing one's toast), then that the step holds no
 * error in a field its payload reads (otherwise nothing is sent and `onInvalid` shows the errors,
 * as a failed Next does), sends the named payload built from the data, and writes the answer into
 * the data through the named response mapping.
 */
export function StepActions({ machine, disabled, runCall, onInvalid }: StepActionsProps) {
  const capabilities = useCapabilities();
  const actions = machine.step?.actions ?? [];
  if (!actions.length || !capabilities) return null;
  const { manifest } = machine.form;
  const step = machine.step!;

  /** The step's shown fields' errors (form-wide paths) in what the action's payload reads. */
  const invalidSources = (action: StepAction, data: Record<string, unknown>) => {
    const hidden = new Set(step.sections.filter((section) => machine.hiddenSections.includes(section.id)).flatMap((section) => section.fields ?? []));
    const errors = validateStep(machine.form.steps[step.id], readPointer(data, step.dataPointer) ?? {})
      .errors.filter((error) => !hidden.has(error.path.split('/')[1] ?? ''))
      .map((error) => ({ ...error, path: `${step.dataPointer}${error.path}` }));
    return requestSourceErrors(manifest, action.request, errors);
  };

  const run = async (action: StepAction) => {
    const data = machine.getData();
    const missing = missingRequirement(action, data);
    if (missing) {
      showToast('error', missing.message);
      return;
    }
    if (invalidSources(action, data).length) {
      onInvalid?.();
      return;
    }
    const call = async () => {
      try {
        return await capabilities.request(action.endpoint, { method: action.method ?? 'POST', body: requestPayload(manifest, action.request, data, machine.context) });
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
