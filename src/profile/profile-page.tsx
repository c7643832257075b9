import { Heading } from '@chakra-ui/react';
import { useAuth } from '../auth/index.ts';
import { useUserContact } from '../api/queries.ts';
import { useCompiledFormAt } from '../forms/use-compiled-form.ts';
import { ProfileForm } from './profile-form.tsx';
import { SignInProfileLink } from './sign-in-profile-link.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';

/** /profile: Manage profile, the catalog's profile form on the user's contact. */
export function ProfilePage() {
  const { user } = useAuth();
  const contact = useUserContact(user?.oid);
  const form = useCompiledFormAt('/profile');
  if (form.isError) throw form.error;
  if (contact.isError) throw contact.error;
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        Manage profile
      </Heading>
      <SignInProfileLink />
      <LoadedContent ready={!!form.data && !!contact.data}>{() => <ProfileForm form={form.data!} contact={contact.data!} />}</LoadedContent>
    </>
  );
}
