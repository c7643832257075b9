import { useEffect } from 'react';
import { Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadingOverlay, showToast } from '../../engine/react/index.ts';
import { errorText } from '../api/api-error.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useAuth } from '../auth/index.ts';
import { useCompiledFormAt } from '../forms/use-compiled-form.ts';
import { registerContact } from './onboarding-api.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';

/**
 * Route /onboarding (spec 1 sections 2 and 4): step 0 registers the signed-in identity's contact
 * ('Processing, please wait...'), then the catalog's onboarding form runs its steps.
 */
export function OnboardingPage() {
  const { user } = useAuth();
  const form = useCompiledFormAt('/onboarding', 'wizard');
  const registration = useQuery({
    queryKey: ['contact-registration', user?.oid ?? ''],
    queryFn: () => registerContact(user!.email, user!.oid),
    enabled: !!user,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const messages = form.data?.manifest.messages ?? {};

  useEffect(() => {
    if (registration.isError && messages.failure) showToast('error', messages.failure.replace('{details}', errorText(registration.error)));
  }, [registration.isError, registration.error, messages.failure]);

  if (form.isError) throw form.error;
  if (!form.data) return <PageLoading />;
  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        {form.data.manifest.title}
      </Heading>
      <LoadedContent ready={!registration.isPending} loading={null}>
        {() => (
          <OnboardingWizard
            form={form.data!}
            contact={registration.data ?? { firstName: user?.givenName ?? undefined, lastName: user?.familyName ?? undefined, emailAddress: user?.email ?? undefined }}
          />
        )}
      </LoadedContent>
      <LoadingOverlay open={registration.isPending} message={messages.registering ?? ''} />
    </>
  );
}
