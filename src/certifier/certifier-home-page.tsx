import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ActionTile } from '../components/action-tile.tsx';
import { DataTable } from '../components/data-table/index.ts';
import { claimColumns } from './claim-columns.tsx';
import { fetchClaimPage, type CertifierClaim } from './claims-api.ts';

export const CLAIMS_QUERY_KEY = ['certifier-claims'] as const;
const DEFAULT_SORT = { sortBy: 'dateClaimed', descending: true };

/** The certifier home (spec 1 section 2): the claim tile and the server-paged 'Certified projects' table. */
export function CertifierHomePage() {
  const navigate = useNavigate();
  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Certifier portal
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mb="10">
        <ActionTile to="/certifier-portal/certify-claim-project" title="Certify & claim project" />
      </SimpleGrid>
      <Heading as="h2" size="lg" mb="3">
        Certified projects
      </Heading>
      <DataTable<CertifierClaim>
        id="claims"
        caption="Certified projects"
        columns={claimColumns}
        queryKey={[...CLAIMS_QUERY_KEY, 'page']}
        fetchPage={fetchClaimPage}
        defaultSort={DEFAULT_SORT}
        rowKey={(c) => c.claimId}
        onRowActivate={(c) => navigate(`/certifier-portal/claim/${encodeURIComponent(c.claimId)}`)}
        searchLabel="Search certified projects"
        searchPlaceholder="Search certified projects..."
      />
    </>
  );
}
