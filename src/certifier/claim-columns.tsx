import { formatDate, formatMoney } from '../../engine/core/display-format.ts';
import type { Column } from '../components/data-table/index.ts';
import type { CertifierClaim, SightingFee } from './claims-api.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

const text = (value: unknown) => (typeof value === 'string' && value ? value : '-');

/** The 'Certified projects' columns (spec 1 section 2): the claim id carried but hidden. */
export const claimColumns: Column<CertifierClaim>[] = [
  { id: 'claimId', header: 'Claim ID', hidden: true, cell: (c) => c.claimId },
  { id: 'dateClaimed', header: 'Claim Date', sortKey: 'dateClaimed', cell: (c) => formatDate(c.dateClaimed) },
  { id: 'claimStatus', header: 'Status', sortKey: 'claimStatus', cell: (c) => <ClaimStatusBadge status={c.claimStatus} /> },
  { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (c) => formatMoney(c.amount) },
];

/** A claim's sighting fees (spec 1 section 2, Claim view). */
export const sightingFeeColumns: Column<SightingFee>[] = [
  { id: 'dateSighted', header: 'Sighting date', sortKey: 'dateSighted', cell: (f) => formatDate(f.dateSighted) },
  { id: 'developmentPermitNumber', header: 'Development permit number', sortKey: 'developmentPermitNumber', cell: (f) => text(f.developmentPermitNumber) },
  { id: 'fee', header: 'Fee', sortKey: 'fee', cell: (f) => formatMoney(f.fee) },
  { id: 'projectNumber', header: 'Levy number', sortKey: 'projectNumber', cell: (f) => text(f.projectNumber) },
  { id: 'suburb', header: 'Suburb', sortKey: 'suburb', cell: (f) => text(f.suburb) },
];
