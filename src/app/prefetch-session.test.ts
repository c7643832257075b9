import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { contactPortalRolesQuery } from '../api/portal-roles.ts';
import { organisationQuery, projectQuery, userContactQuery } from '../api/queries.ts';
import { bankAccountsQuery, lookupQueries } from '../forms/context/lookups-api.ts';
import { studioFormQuery } from '../studio/studio-form-query.ts';

const inAnHour = () => Date.now() / 1000 + 3600;
let signedIn: { expires_at: number; profile: Record<string, unknown> } | null = null;
vi.mock('../auth/user-manager.ts', () => ({ currentSignIn: async () => signedIn, rolesClaimName: () => 'roles' }));
vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { prefetchSession } = await import('./prefetch-session.ts');

const contact = { contactId: 'contact-1', firstName: 'Test', lastName: 'User' };
const roles = [{ portalRoleId: 'role-1', contactId: 'contact-1', organisationId: null, admin: false, company: false, user: true, active: true }];

function api() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body = url.startsWith('/api/contact/user/') ? { userContact: contact } : { portalRoles: roles };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
}

describe('prefetchSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a signed-in tab's contact, then its roles, into the queries the pages read", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-1', oid: 'user-1' } };
    const calls = api();
    const client = new QueryClient();
    await prefetchSession(client).done;
    expect(calls).toEqual(['/api/contact/user/user-1', '/api/portalroles?contactId=contact-1']);
    expect(client.getQueryData(userContactQuery('user-1').queryKey)).toEqual(contact);
    expect(client.getQueryData(contactPortalRolesQuery('contact-1').queryKey)).toEqual(roles);
  });

  it("asks for the first route's project beside the contact, and says the requests have left before any answer", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-1', oid: 'user-1' } };
    const calls: string[] = [];
    const answers: Array<() => void> = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      const body = url.startsWith('/api/contact/user/') ? { userContact: contact } : url.startsWith('/api/project/') ? { project: { projectId: 'project-1' } } : { portalRoles: roles };
      return new Promise<Response>((resolve) => answers.push(() => resolve(new Response(JSON.stringify(body), { status: 200 }))));
    });
    const client = new QueryClient();
    const session = prefetchSession(client, { projectId: 'project-1' });
    await session.asked;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['/api/project/project-1', '/api/contact/user/user-1']);
    for (let answered = 0; answered < 3; answered += 1) {
      answers[answered]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await session.done;
    expect(calls).toEqual(['/api/project/project-1', '/api/contact/user/user-1', '/api/portalroles?contactId=contact-1']);
    expect(client.getQueryData(projectQuery('project-1').queryKey)).toEqual({ projectId: 'project-1' });
  });

  it("asks, beside the portal roles, for the context the first route's form declares that the contact leads to, and the lookups", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-1', oid: 'user-1' } };
    const withOrganisation = { ...contact, organisationId: 'org-1', customerNumber: 'C1' };
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const body = url.startsWith('/api/contact/user/')
        ? { userContact: withOrganisation }
        : url.startsWith('/api/organisation/')
          ? { organisation: { organisationId: 'org-1' } }
          : url.includes('/bank-details')
            ? { bankAccounts: [{ code: 'REFUND' }] }
            : url.startsWith('/api/lookup/')
              ? { lookups: [], descriptionOfWorks: [] }
              : { portalRoles: roles };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const client = new QueryClient();
    await prefetchSession(client, {}, ['contact', 'organisation', 'bankAccounts', 'lookups', 'today']).done;
    expect(calls.slice(0, 1)).toEqual(['/api/contact/user/user-1']);
    expect([...calls].sort()).toEqual(
      ['/api/contact/C1/bank-details', '/api/contact/user/user-1', '/api/lookup/1', '/api/lookup/2', '/api/lookup/descriptionOfWorks', '/api/organisation/org-1', '/api/portalroles?contactId=contact-1'].sort(),
    );
    expect(client.getQueryData(organisationQuery('org-1').queryKey)).toEqual({ organisationId: 'org-1' });
    expect(client.getQueryData(bankAccountsQuery('C1').queryKey)).toEqual({ REFUND: { code: 'REFUND' } });
    expect(client.getQueryData(lookupQueries.councils.queryKey)).toEqual([]);

    // A form declaring none of them asks for none.
    calls.length = 0;
    await prefetchSession(new QueryClient(), {}, ['project']).done;
    expect(calls).toEqual(['/api/contact/user/user-1', '/api/portalroles?contactId=contact-1']);
  });

  it("asks for the lookups without waiting for the contact, and for nothing the contact leads to when it fails", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-1', oid: 'user-1' } };
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/contact/user/')) return new Response(JSON.stringify({ message: 'Down' }), { status: 500 });
      return new Response(JSON.stringify({ lookups: [], descriptionOfWorks: [] }), { status: 200 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchSession(client, {}, ['organisation', 'bankAccounts', 'lookups']).done;
    expect([...calls].sort()).toEqual(['/api/contact/user/user-1', '/api/lookup/1', '/api/lookup/2', '/api/lookup/descriptionOfWorks']);
  });

  it('asks nothing without a valid sign-in, nor for an analyst, who has no contact', async () => {
    for (const user of [null, { expires_at: Date.now() / 1000 - 1, profile: { sub: 'user-1' } }, { expires_at: inAnHour(), profile: { sub: 'user-2', roles: ['analyst'] } }]) {
      signedIn = user;
      const calls = api();
      await prefetchSession(new QueryClient()).done;
      expect(calls).toEqual([]);
    }
  });

  it("asks an analyst's first workspace for its form's files, into the query the workspace reads, and nothing else", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-2', roles: ['analyst'] } };
    const calls: string[] = [];
    const files = { files: { form: { id: 'some-form' } }, version: 1, revision: null };
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(files), { status: 200 });
    });
    const client = new QueryClient();
    await prefetchSession(client, { formId: 'some-form' }).done;
    await vi.waitFor(() => expect(client.getQueryData(studioFormQuery('some-form').queryKey)).toEqual(files));
    expect(calls).toEqual(['/api/studio/forms/some-form']);
  });

  it("holds a new user's 'no contact yet' (404) as an answer the pages read, rather than an error each asks again, until it is refreshed", async () => {
    signedIn = { expires_at: inAnHour(), profile: { sub: 'user-3', oid: 'user-3' } };
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchSession(client).done;
    expect(calls).toEqual(['/api/contact/user/user-3']);
    expect(client.getQueryData(userContactQuery('user-3').queryKey)).toBeNull();

    // The header mounts before sign-in settles (no user yet, so not asking), then reads the user's contact.
    const header = new QueryObserver(client, { ...userContactQuery(''), enabled: false });
    header.subscribe(() => undefined);
    header.setOptions({ ...userContactQuery('user-3'), enabled: true });
    // A page mounting later reads it too.
    new QueryObserver(client, { ...userContactQuery('user-3') }).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    expect(header.getCurrentResult().data).toBeNull();

    // Onboarding's submit refreshes the contact (its form's `refreshes`): it is asked again.
    await client.invalidateQueries({ queryKey: userContactQuery('user-3').queryKey });
    expect(calls).toHaveLength(2);
  });
});
