import { useMemo } from 'react';
import type { CompiledForm } from '../../engine/core/types.ts';
import { CatalogFormDialog } from '../forms/catalog-form-dialog.tsx';
import type { PortalRole } from './queries.ts';

export interface UserRolesDialogProps {
  form: CompiledForm;
  role: PortalRole;
  /** The signed-in admin edits their own roles (Admin and Active are then locked). */
  isSelf: boolean;
  onClose: () => void;
}

/** The admin's dialog for one user's portal roles and active flag (forms/company-user-roles), in the generic dialog host. */
export function UserRolesDialog({ form, role, isSelf, onClose }: UserRolesDialogProps) {
  const context = useMemo(() => ({ role, isSelf }), [role, isSelf]);
  const name = `${role.firstName ?? ''} ${role.lastName ?? ''}`.trim();
  return <CatalogFormDialog form={form} context={context} subject={name} onClose={onClose} />;
}
