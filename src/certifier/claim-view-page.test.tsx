/** The claim view against a stubbed API: a claim with its fees, and a claim that cannot be found. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { PortalTestProviders } from '../forms/portal-providers.test-support.tsx';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { ClaimViewPage } = await import('./claim-view-page.tsx');

const CLAIM_ID = 'cc5ab951-d6e0-5405-80df-3c8cecad6c46';
const CLAIM = {
  claimId: CLAIM_ID,
  claimNo: 'CL0900001',
  dateClaimed: '2026-10-27',
  claimStatus: 'Paid',
  amount: 55,
  sightingFees: [{ sightingFeeId: 'f-1', projectNumber: 'LV0900005', developmentPermitNumber: 'DA2024/1000', dateSighted: '2026-10-25', suburb: 'New Farm', fee: 55 }],
};

function renderClaim(claimId: string, answer: (url: string) => Response) {
  vi.stubGlobal('fetch', async (url: string) => answer(url));
  const router = createMemoryRouter([{ path: '/certifier-portal/claim/:claimId', element: <ClaimViewPage /> }], {
    initialEntries: [`/certifier-portal/claim/${claimId}`],
  });
  renderWithChakra(
    <PortalTestProviders>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ClaimViewPage', () => {
  it('shows the claim and its sighting fees, asking for the first page once', async () => {
    const asked: string[] = [];
    renderClaim(CLAIM_ID, (url) => {
      asked.push(url);
      return json(200, { claim: CLAIM, recordCount: 1 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CL0900001' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'DA2024/1000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download claim template' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['that does not exist', CLAIM_ID.replace(/^cc/, '00'), 404, { message: 'The claim was not found.' }],
    ['whose id is malformed', 'not-a-claim', 400, { message: 'The request is invalid.', details: ['claimId must match format "uuid"'] }],
  ])('for a claim %s, is the not-found page: no claim heading, template button or empty fees section', async (_case, claimId, status, body) => {
    renderClaim(claimId, () => json(status, body));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sighting fees' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download claim template' })).toBeNull();
    expect(screen.queryByText(/uuid/)).toBeNull();
  });

  it('when the server fails, says so and shows no empty fees section', async () => {
    renderClaim(CLAIM_ID, () => json(500, { message: 'An error occurred' }));
    expect(await screen.findByText('An error occurred (500)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sighting fees' })).toBeNull();
  });
});
