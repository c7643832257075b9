import { useMemo } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { CatalogFormView } from '../forms/catalog-form-view.tsx';
import { useCatalogForm } from '../forms/use-catalog-form.ts';
import { useCatalogSubmit } from '../forms/use-catalog-submit.ts';
import type { PortalRole } from './queries.ts';

export interface UserRolesDialogProps {
  form: CompiledForm;
  role: PortalRole;
  /** The signed-in admin edits their own roles (Admin and Active are then locked). */
  isSelf: boolean;
  onClose: () => void;
}

/** The admin's dialog for one user's portal roles and active flag (forms/company-user-roles). */
export function UserRolesDialog({ form, role, isSelf, onClose }: UserRolesDialogProps) {
  const context = useMemo(() => ({ role, isSelf }), [role, isSelf]);
  const state = useCatalogForm(form, context);
  const submit = useCatalogSubmit(state, {
    progress: 'toast',
    onSuccess: async () => {
      onClose();
    },
  });
  const name = `${role.firstName ?? ''} ${role.lastName ?? ''}`.trim();
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              aria-label={`${form.manifest.title}: ${name}`}
              onSubmit={(event) => {
                event.preventDefault();
                void submit.send();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  {form.manifest.title}: {name}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <CatalogFormView state={state} disabled={submit.busy} />
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="3">
                  <Button variant="outline" onClick={onClose} disabled={submit.busy}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="blue" disabled={submit.busy}>
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
