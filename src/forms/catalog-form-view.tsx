import type { FileStore } from '../../engine/react/index.ts';
import { FormStep, useFieldChecks, useFormServices } from '../../engine/react/index.ts';
import { useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import type { CatalogFormState } from './use-catalog-form.ts';
import { KeptEntriesNotice } from './kept-entries-notice.tsx';

export interface CatalogFormViewProps {
  state: CatalogFormState;
  /** Every control read-only (e.g. a company for a user who is not its admin). */
  readonly?: boolean;
  disabled?: boolean;
  fileStore?: FileStore;
  /** What follows the fields (the form's buttons), shown with them. */
  children?: ReactNode;
  /** In a dialog: the fields mount with it (something in it takes focus); a page's mount in the background. */
  inDialog?: boolean;
}

/** The form's step as the engine renders it, wired to `useCatalogForm`'s state. */
export function CatalogFormView({ state, readonly, disabled, fileStore, children, inDialog }: CatalogFormViewProps) {
  const { onAbnLookup, services } = useFormServices({ manifest: state.form.manifest, pointer: state.step.manifest.dataPointer, getData: state.getData, setData: state.setData, data: state.data });
  const { fieldWarnings, onFieldBlur } = useFieldChecks({ manifest: state.form.manifest, pointer: state.step.manifest.dataPointer, data: state.stepData });
  const fields = useRef<HTMLDivElement>(null);
  // The step mounts afresh after a clear: its controls pick their defaults again (e.g. the bank account's choice).
  const [opening, setOpening] = useState(0);
  const discard = () => {
    state.discardEntries();
    fileStore?.clear();
    setOpening((count) => count + 1);
    // The notice and its button go: focus moves to the form's first field once the step has mounted again.
    const focusFirstField = (frames: number) =>
      requestAnimationFrame(() => {
        const field = fields.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])');
        if (field) field.focus();
        else if (frames > 0) focusFirstField(frames - 1);
      });
    focusFirstField(60);
  };
  return (
    <Box ref={fields}>
    {state.resumedEntries && !readonly && !disabled && <KeptEntriesNotice onDiscard={discard} />}
    <FormStep
      key={opening}
      step={state.step}
      uiSchema={state.form.uiSchema as UiSchema}
      data={state.stepData}
      onChange={state.onStepChange}
      context={state.context}
      serverErrors={state.serverErrors}
      submitCount={state.submitCount}
      fileStore={fileStore}
      attachments={state.form.manifest.attachments}
      hiddenSections={state.hiddenSections}
      readonlyFields={state.readonlyFields}
      disabledFields={state.disabledFields}
      requiredFields={state.requiredFields}
      readonly={readonly}
      onAbnLookup={onAbnLookup}
      services={services}
      fieldWarnings={fieldWarnings}
      onFieldBlur={onFieldBlur}
      disabled={disabled}
      mountInBackground={!inDialog}
    >
      {children}
    </FormStep>
    </Box>
  );
}
