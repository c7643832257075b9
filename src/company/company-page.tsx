import { Heading, Tabs, Text } from '@chakra-ui/react';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import { isInactiveMember, useContactPortalRoles } from '../api/portal-roles.ts';
import { portal } from '../../generated/portal.gen.ts';
import { useCompiledFormAt } from '../forms/use-compiled-form.ts';
import { MessagePage } from '../pages/message-page.tsx';
import { CompanyDetailsTab } from './company-details-tab.tsx';
import { useOrganisation, useOrganisationRoles } from './queries.ts';
import { UsersTab } from './users-tab.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';

const LOADING = <Text role="status">Loading data...</Text>;

/** /company: Manage company, tabs Company details and Users; 'No company found' without one. */
export function CompanyPage() {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  const organisationId = contact.data?.organisationId;
  const organisation = useOrganisation(organisationId);
  const roles = useOrganisationRoles(organisationId);
  const ownRoles = useContactPortalRoles(contact.data?.contactId);
  const details = useCompiledFormAt('/company');
  const rolesForm = useCompiledFormAt('/company', 'dialog');
  if (contact.isError) throw contact.error;
  if (details.isError) throw details.error;
  if (rolesForm.isError) throw rolesForm.error;
  if (contact.isPending) return LOADING;
  const contactId = contact.data?.contactId;
  if (!organisationId || !contactId) return <MessagePage title="No company found" />;
  // A member whose role is not active reaches none of the company's data (the server answers 403).
  if (ownRoles.isSuccess && isInactiveMember(ownRoles.data, organisationId)) return <MessagePage title="Manage company" text={portal.messages.inactiveCompanyMember} />;

  const me = roles.data?.find((role) => role.contactId === contactId);
  const canEdit = !!me?.admin && !!me.active;
  const noOrganisation = organisation.isError || (organisation.isSuccess && !organisation.data);
  const noUsers = roles.isError || (roles.isSuccess && roles.data.length === 0);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        Manage company
      </Heading>
      <Tabs.Root defaultValue="details" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="details">Company details</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          {noOrganisation && details.data ? (
            <Text role="alert">{details.data.manifest.loadFailedMessage}</Text>
          ) : (
            <LoadedContent ready={!!organisation.data && !!details.data && roles.isFetched}>
              {() => <CompanyDetailsTab key={JSON.stringify(organisation.data)} form={details.data!} organisation={organisation.data!} canEdit={canEdit} />}
            </LoadedContent>
          )}
        </Tabs.Content>
        <Tabs.Content value="users">
          {noUsers && rolesForm.data ? (
            <Text role="alert">{rolesForm.data.manifest.loadFailedMessage}</Text>
          ) : roles.data && rolesForm.data ? (
            <UsersTab roles={roles.data} form={rolesForm.data} contactId={contactId} canEdit={canEdit} />
          ) : (
            LOADING
          )}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
