import { Heading } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { DashboardTiles } from '../components/dashboard-tiles.tsx';
import { DataTable } from '../components/data-table/index.ts';
import { claimColumns } from './claim-columns.tsx';
import { fetchClaimPage, type CertifierClaim } from './claims-api.ts';

export const CLAIMS_QUERY_KEY = ['certifier-claims'] as const;
const DEFAULT_SORT = { sortBy: 'dateClaimed', descending: true };

/** The certifier home (spec 1 section 2): the area's tiles (forms/portal.json) and the server-paged 'Certified projects' table. */
export function CertifierHomePage() {
  const navigate = useNavigate();
  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Certifier portal
      </Heading>
      <DashboardTiles audience="Certifier" label="Certifier actions" />
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
