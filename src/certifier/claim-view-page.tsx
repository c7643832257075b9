import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '../../engine/core/display-format.ts';
import { errorText, isUnknownRecord } from '../api/api-error.ts';
import { DataTable, DEFAULT_PAGE_SIZE, type PageRequest } from '../components/data-table/index.ts';
import { PageBreadcrumb } from '../levy-payer/project-breadcrumb.tsx';
import { LoadedContent } from '../components/loaded-content.tsx';
import { NotFoundPage } from '../pages/message-page.tsx';
import { CLAIMS_QUERY_KEY } from './certifier-home-page.tsx';
import { sightingFeeColumns } from './claim-columns.tsx';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { fetchClaim, type CertifierClaim, type SightingFee } from './claims-api.ts';
import { downloadClaimTemplate } from './template-download.ts';

const DEFAULT_SORT = { sortBy: 'dateSighted', descending: true };
const FIRST_PAGE: PageRequest = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'dateSighted', sortDescending: true };

/** One claim (spec 1 section 2, Claim view): its id, date and status, and its sighting fees server-paged. */
export function ClaimViewPage() {
  const claimId = useParams().claimId ?? '';
  const queryClient = useQueryClient();
  const feesKey = [...CLAIMS_QUERY_KEY, claimId, 'fees'];
  const header = useQuery({
    queryKey: [...CLAIMS_QUERY_KEY, claimId],
    queryFn: async ({ signal }) => {
      const answer = await fetchClaim(claimId, FIRST_PAGE, signal);
      // The fees' first page came with the claim: the table shows it without asking for it again.
      queryClient.setQueryData([...feesKey, FIRST_PAGE], { rows: answer.claim.sightingFees, total: answer.recordCount });
      return answer;
    },
    retry: false,
  });
  const claim = header.data?.claim;
  // An address naming no claim is an unknown path: the not-found page, not a claim page left empty.
  if (header.isError && isUnknownRecord(header.error)) return <NotFoundPage />;
  return (
    <>
      <PageBreadcrumb crumbs={[{ label: 'Certifier portal', to: '/certifier-portal' }, { label: `Claim ${claim?.claimNo ?? ''}`.trim() }]} />
      <Heading as="h1" size="2xl" mb="4">
        Claim {claim?.claimNo ?? ''}
      </Heading>
      {header.isError && (
        <Text role="alert" color="red.700" mb="4">
          {errorText(header.error)}
        </Text>
      )}
      {/* Its details and fees mount together, in a render React splits into short slices: the rest waits for the claim, so its details arriving push nothing on screen down. */}
      <LoadedContent ready={claim !== undefined} loading={header.isError ? null : undefined}>
        {() => (
          <>
            <ClaimDetails claim={claim!} />
            <Button variant="outline" size="sm" mb="4" onClick={() => void downloadClaimTemplate()}>
              Download claim template
            </Button>
            <Heading as="h2" size="lg" mb="3">
              Sighting fees
            </Heading>
            <DataTable<SightingFee>
              id="fees"
              caption="Sighting fees"
              columns={sightingFeeColumns}
              queryKey={feesKey}
              fetchPage={async (request, signal) => {
                const { claim: page, recordCount } = await fetchClaim(claimId, request, signal);
                return { rows: page.sightingFees, total: recordCount };
              }}
              defaultSort={DEFAULT_SORT}
              rowKey={(f) => f.sightingFeeId}
              searchLabel="Search sighting fees"
              searchPlaceholder="Search sighting fees..."
            />
          </>
        )}
      </LoadedContent>
    </>
  );
}

/** The claim's id, date, status and amount. */
function ClaimDetails({ claim }: { claim: CertifierClaim }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="1" mb="6">
      <Text as="dt" fontWeight="semibold">Claim ID</Text>
      <Text as="dd">{claim.claimNo}</Text>
      <Text as="dt" fontWeight="semibold">Claim date</Text>
      <Text as="dd">{formatDate(claim.dateClaimed)}</Text>
      <Text as="dt" fontWeight="semibold">Status</Text>
      <Text as="dd"><ClaimStatusBadge status={claim.claimStatus} /></Text>
      <Text as="dt" fontWeight="semibold">Amount</Text>
      <Text as="dd">{formatMoney(claim.amount)}</Text>
    </Box>
  );
}
