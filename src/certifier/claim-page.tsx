import { Button, Heading } from '@chakra-ui/react';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import { useFormContext } from '../forms/context/use-form-context.ts';
import { declaredContext, formAt, useCompiledForm } from '../forms/use-compiled-form.ts';
import { PageBreadcrumb } from '../levy-payer/project-breadcrumb.tsx';
import { ClaimForm } from './claim-form.tsx';
import { downloadClaimTemplate } from './template-download.ts';
import { LoadedContent } from '../components/loaded-content.tsx';

export const CLAIM_ROUTE = '/certifier-portal/certify-claim-project';

/** /certifier-portal/certify-claim-project: the catalog form at this route, with the template link. */
export function ClaimPage() {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  const formId = formAt(CLAIM_ROUTE);
  const form = useCompiledForm(formId);
  const context = useFormContext(declaredContext(formId, form.data) ?? []);
  if (form.isError) throw form.error;
  if (contact.isError) throw contact.error;
  const title = form.data?.manifest.title ?? '';
  const ready = form.data && contact.data?.customerNumber && context.ready;
  return (
    <>
      <PageBreadcrumb crumbs={[{ label: 'Certifier portal', to: '/certifier-portal' }, { label: title }]} />
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Button variant="plain" color="blue.700" textDecoration="underline" px="0" mb="4" onClick={() => void downloadClaimTemplate()}>
        Download the claim template (opens in a new tab)
      </Button>
      <LoadedContent ready={!!ready}>{() => <ClaimForm form={form.data!} context={context.context} vendorNo={contact.data!.customerNumber!} />}</LoadedContent>
    </>
  );
}
