import { calculateLevy } from '../levy/calculate-levy.ts';
import { seedAddresses } from './addresses-data.ts';
import { addDays, createRandom, seedUuid } from './deterministic.ts';
import { descriptionsOfWork, suburbs } from './lookups-data.ts';

export const CURRENT_STATUSES = ['Draft', 'Submitted', 'Inactive', 'WaitingforInformation', 'OnHold', 'UnderInvestigation', 'UnderAppeal'] as const;
export const COMPLETED_STATUSES = ['Finalised', 'Cancelled', 'Closed'] as const;

// How many projects of each status the payer's organisation gets: 28 current, 12 completed.
const PAYER_PLAN: [string, number][] = [
  ['Draft', 4], ['Submitted', 10], ['Inactive', 2], ['WaitingforInformation', 3], ['OnHold', 3],
  ['UnderInvestigation', 3], ['UnderAppeal', 3], ['Finalised', 5], ['Cancelled', 4], ['Closed', 3],
];
const OWNER_PLAN: [string, number][] = [['Submitted', 2], ['Draft', 1], ['Finalised', 1]];

const PAYMENT_STATUSES = ['PendingPayment', 'UptoDate', 'Overdue'] as const;
/** The smallest cost (cents) whose three levy components are whole cents and whose total levy is whole dollars: $4,000 -> $23.00. */
const WHOLE_LEVY_COST = 400_000;
/**
 * The payer's project whose levy keeps its drawn cents (LV0900007, ending in 98 cents): its
 * pending invoice INV0900003 is the one seeded invoice the card sandbox declines (README).
 */
const DECLINING_PAYER_PROJECT = 6;
const OWNER_NAMES = ['Mia Robinson', 'Jack Williams', 'Charlotte Brown', 'Noah Wilson', 'Amelia Thompson', 'Liam Martin', 'Isla White', 'Ethan Harris'];
const OWNER_ORGS = ['', '', 'Robinson Property Group Pty Ltd', 'Wilson Family Trust', 'Harbourside Holdings Pty Ltd'];
const CERTIFIERS = [
  { certifierName: 'Chris Taylor', certifierOrgName: 'Sunshine Certification Services Pty Ltd', certifierLicense: 'A1098765' },
  { certifierName: 'Dana Lee', certifierOrgName: 'Coastal Building Approvals', certifierLicense: 'A2233445' },
];

export interface SeedProject {
  row: Record<string, unknown>;
  /** Total levy payable in cents (for invoices). */
  levy: number;
}

interface Owner {
  key: string;
  contactId: string;
  organisationId: string | null;
  entityName: string;
  abn: string;
}

/** Projects for one levy payer, deterministic for a given `today`. Money in cents. */
export function seedProjects(owner: Owner, today: string, plan: 'payer' | 'owner', firstNumber: number): SeedProject[] {
  const random = createRandom(plan === 'payer' ? 1001 : 2002);
  const addresses = seedAddresses();
  const steps = plan === 'payer' ? PAYER_PLAN : OWNER_PLAN;
  const projects: SeedProject[] = [];
  let n = 0;
  for (const [status, count] of steps) {
    for (let i = 0; i < count; i++, n++) {
      const completed = (COMPLETED_STATUSES as readonly string[]).includes(status);
      const description = descriptionsOfWork[n % descriptionsOfWork.length];
      const address = addresses[(n * 11 + (plan === 'payer' ? 0 : 5)) % addresses.length];
      const place = suburbs.find((s) => s.suburb === address.suburb)!;
      // Completed work started long ago; current work starts from 200 days ago to 240 days ahead.
      const start = completed ? addDays(today, -random.int(400, 900)) : addDays(today, random.int(-200, 240));
      const finish = addDays(start, random.int(90, 720));
      const notified = status === 'Draft' ? null : addDays(start < today ? start : today, -random.int(5, 60));
      // Costs in whole $4,000s, so every levy is in whole dollars (which the card sandbox approves),
      // but for the one project kept to show a declined card (its cents as drawn).
      const declines = plan === 'payer' && n === DECLINING_PAYER_PROJECT;
      const approvable = (cents: number) => (declines || cents === 0 ? cents : Math.max(1, Math.round(cents / WHOLE_LEVY_COST)) * WHOLE_LEVY_COST);
      const drawnCost = random.int(15_000, 6_000_000) * 10_000 + random.pick([0, 0, 50_00, 12_345]);
      const totalCostOfWork = approvable(drawnCost);
      const feasibilityStudies = approvable(n % 5 === 0 ? random.int(2_000, 20_000) * 100 : 0);
      const environmentalImpactStudies = approvable(n % 7 === 0 ? random.int(1_000, 15_000) * 100 : 0);
      const base = totalCostOfWork - feasibilityStudies - environmentalImpactStudies;
      const levy = calculateLevy({ plsl: base, bctf: base, dwhs: base });
      const projectId = seedUuid(`project:${owner.key}:${n}`);
      const projectNumber = status === 'Draft' ? null : `LV${String(firstNumber + n).padStart(7, '0')}`;
      const certifier = CERTIFIERS[n % CERTIFIERS.length];
      const ownerName = OWNER_NAMES[n % OWNER_NAMES.length];
      const typeOfWorkId = description.typeOfWorkId ?? 1 + (n % 6);
      const record = {
        projectId,
        projectNumber,
        status,
        projectPaymentStatus: status === 'Draft' ? null : PAYMENT_STATUSES[n % 3],
        notificationDate: notified,
        levyPayerContactId: owner.contactId,
        levyPayerOrganisationId: owner.organisationId,
        paymentReference: status === 'Draft' ? null : `PR${String(firstNumber + n).padStart(8, '0')}`,
        instalmentRequest: false,
        alternateInvoiceEmail: null,
        descriptionOfWork: description.id,
        otherDescriptionOfWork: description.name === 'OTHER' ? 'Solar farm substation and access track' : null,
        typeOfWorkId,
        internalJobNumber: n % 4 === 3 ? null : `JOB-${2400 + n}`,
        purchaseOrderNo: n % 3 === 0 ? `PO${88000 + n}` : null,
        estimatedStartDate: start,
        estimatedFinishDate: finish,
        answer1: description.questions[0] ? 'Two' : null,
        answer2: description.questions[1] ? (description.name === 'Demolition' ? 'No' : '3') : null,
        answer3: null,
        planningPermit: n % 2 === 0,
        councilId: place.councilId,
        lotNumber: String(1 + (n % 40)),
        planNumber: `RP${810000 + n * 13}`,
        address: [address.addressLine1, address.addressLine2].filter(Boolean).join(' ') + `, ${address.suburb} QLD ${address.postcode}`,
        addressDetail: {
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? '',
          suburb: address.suburb,
          state: 'QLD',
          postcode: address.postcode,
        },
        suburb: address.suburb,
        projectOwnerName: ownerName,
        projectOwnerOrgName: OWNER_ORGS[n % OWNER_ORGS.length] || null,
        projectOwnerEmail: `${ownerName.toLowerCase().replace(' ', '.')}@example.com`,
        projectOwnerPhone: `04${String(10_000_000 + n * 7919).slice(0, 8)}`,
        completingUnderQBCCOwnerBuilderPermit: false,
        qbccPermitNo: null,
        principalContractorAppointed: true,
        abn: owner.abn,
        entityName: owner.entityName,
        principalContractorName: 'Priya Patel',
        principalContractorTradingName: owner.entityName,
        principalContractorPhone: '07 3100 1234',
        buildingCertifierAppointed: true,
        ...certifier,
        certifierEmail: `${certifier.certifierName.toLowerCase().replace(' ', '.')}@certifier.example.com`,
        certifierPhone: '07 5443 2100',
        certifierClaimed: n % 6 === 0 && status !== 'Draft',
        projectConfirmationSent: status !== 'Draft',
        exemptionType: null,
        totalCostOfWork,
        feasibilityStudies,
        environmentalImpactStudies,
        cowCarriedOutOnMineSite: 0,
        resourceOperationalWork: 0,
        governmentExemptCosts: 0,
        npoExemptCosts: 0,
        cowMinesOwnWorkerOnTheMineSite: 0,
        nseExemptCost: 0,
        nseOnROW: 0,
        portableLongServiceLeaveLevy: levy.plsl,
        constructionSkillsQueenslandLevy: levy.bctf,
        workHealthAndSafetyLevy: levy.dwhs,
        totalLevyPayable: levy.totalLevyPayable,
      };
      projects.push({
        levy: levy.totalLevyPayable,
        row: {
          project_id: projectId,
          project_number: projectNumber,
          levy_payer_contact_id: owner.contactId,
          levy_payer_organisation_id: owner.organisationId,
          status,
          project_payment_status: record.projectPaymentStatus,
          notification_date: notified,
          internal_job_number: record.internalJobNumber,
          description_of_work: description.id,
          description_of_work_name: description.name,
          suburb: address.suburb,
          estimated_start_date: start,
          estimated_finish_date: finish,
          total_cost_of_work: totalCostOfWork,
          total_levy_payable: levy.totalLevyPayable,
          record,
        },
      });
    }
  }
  return projects;
}
