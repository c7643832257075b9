import { useId } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { sendsChangesOnly } from '../../engine/core/index.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { pointerToId } from '../../engine/react/index.ts';
import { CatalogFormView } from './catalog-form-view.tsx';
import { useCatalogForm } from './use-catalog-form.ts';
import { useCatalogSubmit } from './use-catalog-submit.ts';

const NO_CHANGES = 'No changes to save.';

export interface CatalogFormDialogProps {
  /** A catalog form hosted as a dialog (form.json `host: "dialog"`). */
  form: CompiledForm;
  /** The context the form declares, given by the page that opens it. */
  context: Record<string, unknown>;
  /** Said after the form's title, e.g. whose roles are edited. */
  subject?: string;
  /** The data pointer of the control that takes focus on opening (e.g. the field whose edit button was pressed). */
  focusField?: string;
  onClose: () => void;
  /** After the success toast and the refreshes; the dialog then closes. */
  onSuccess?: (response: unknown) => void | Promise<void>;
}

/**
 * The one host of every dialog form: the form's step in a modal dialog with Cancel and Submit,
 * on the engine's submit pipeline (the manifest's endpoint, messages and refreshes). A form that
 * sends only its changes keeps Submit disabled, saying why, until something changed.
 */
export function CatalogFormDialog({ form, context, subject, focusField, onClose, onSuccess }: CatalogFormDialogProps) {
  const state = useCatalogForm(form, context);
  const submit = useCatalogSubmit(state, {
    progress: 'toast',
    onSuccess: async (response) => {
      await onSuccess?.(response);
      onClose();
    },
  });
  const blockedId = useId();
  const title = subject ? `${form.manifest.title}: ${subject}` : form.manifest.title;
  const blocked = sendsChangesOnly(form.manifest) && state.changed.length === 0 ? (form.manifest.messages?.noChanges ?? NO_CHANGES) : undefined;
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size="md"
      initialFocusEl={focusField ? () => document.getElementById(pointerToId(focusField)) : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              aria-label={title}
              onSubmit={(event) => {
                event.preventDefault();
                if (!blocked) void submit.send();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <CatalogFormView state={state} disabled={submit.busy} inDialog />
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {blocked && (
                  <Text id={blockedId} color="fg.muted" fontSize="sm" me="auto">
                    {blocked}
                  </Text>
                )}
                <HStack gap="3">
                  <Button variant="outline" onClick={onClose} disabled={submit.busy}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="blue" disabled={submit.busy || !!blocked} aria-describedby={blocked ? blockedId : undefined}>
                    Submit
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
