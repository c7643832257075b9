/**
 * What the project page's Building details and Cost of work tabs show of the project record
 * (spec 2 sections 2 and 3): the portal's own labels, each over a pointer into `{ project }` and
 * how its value displays. Dates dd/MM/yyyy, money en-AU AUD, '-' when missing, lookups by name.
 */
import { portal } from '../../../generated/portal.gen.ts';

const { levyNames } = portal.finances;

export type DetailFormat = 'text' | 'date' | 'money' | 'yesNo' | 'projectStatus' | 'paymentStatus' | 'exemptionType' | 'typeOfWork' | 'council';

export interface DetailRow {
  label: string;
  /** A pointer into `{ project }`, e.g. `/project/lotNumber`. */
  pointer: string;
  format?: DetailFormat;
}

export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

const row = (label: string, field: string, format?: DetailFormat): DetailRow => ({ label, pointer: `/project/${field}`, format });

/** The Building details accordions. The description of work's questions and answers are added after 'Type of work'; a description named OTHER shows the user's own words (the record's description name holds them). */
export const BUILDING_DETAILS: DetailSection[] = [
  {
    id: 'construction',
    title: 'Construction details',
    rows: [
      row('Description of work', 'descriptionOfWorkName'),
      row('Type of work', 'typeOfWorkId', 'typeOfWork'),
      row('Estimated start date', 'estimatedStartDate', 'date'),
      row('Estimated finish date', 'estimatedFinishDate', 'date'),
      row('Notification date', 'notificationDate', 'date'),
      row('Internal job number', 'internalJobNumber'),
      row('Purchase order number', 'purchaseOrderNo'),
      row('Planning permit', 'planningPermit', 'yesNo'),
      row('Project status', 'status', 'projectStatus'),
      row('Payment status', 'projectPaymentStatus', 'paymentStatus'),
    ],
  },
  {
    id: 'address',
    title: 'Address',
    rows: [
      row('Address line 1', 'addressDetail/addressLine1'),
      row('Address line 2', 'addressDetail/addressLine2'),
      row('Suburb', 'addressDetail/suburb'),
      row('State', 'addressDetail/state'),
      row('Postcode', 'addressDetail/postcode'),
      row('Lot number', 'lotNumber'),
      row('Plan number', 'planNumber'),
      row('Local council', 'councilId', 'council'),
    ],
  },
  {
    id: 'owner',
    title: 'Project owner',
    rows: [row('Name', 'projectOwnerName'), row('Organisation', 'projectOwnerOrgName'), row('Email', 'projectOwnerEmail'), row('Phone', 'projectOwnerPhone')],
  },
  {
    id: 'owner-builder',
    title: 'Owner builder',
    rows: [row('Completing under a QBCC owner builder permit', 'completingUnderQBCCOwnerBuilderPermit', 'yesNo'), row('QBCC permit number', 'qbccPermitNo')],
  },
  {
    id: 'principal',
    title: 'Principal contractor',
    rows: [
      row('Principal contractor appointed', 'principalContractorAppointed', 'yesNo'),
      row('ABN', 'abn'),
      row('Entity name', 'entityName'),
      row('Trading name', 'principalContractorTradingName'),
      row('Contact name', 'principalContractorName'),
      row('Phone', 'principalContractorPhone'),
    ],
  },
  {
    id: 'certifier',
    title: 'Building certifier',
    rows: [
      row('Building certifier appointed', 'buildingCertifierAppointed', 'yesNo'),
      row('Certifier name', 'certifierName'),
      row('Certifier organisation', 'certifierOrgName'),
      row('Certifier email', 'certifierEmail'),
      row('Certifier phone', 'certifierPhone'),
      row('Certifier licence number', 'certifierLicense'),
    ],
  },
];

/** The Cost of work tab: the costs, the exemptions and the four levy amounts. */
export const COST_OF_WORK: DetailSection[] = [
  {
    id: 'costs',
    title: 'Cost of work',
    rows: [row('Total cost of work (excluding GST)', 'totalCostOfWork', 'money'), row('Feasibility studies', 'feasibilityStudies', 'money'), row('Environmental impact studies', 'environmentalImpactStudies', 'money')],
  },
  {
    id: 'exemptions',
    title: 'Exemptions',
    rows: [
      row('Exemption type', 'exemptionType', 'exemptionType'),
      row('Government exempt costs', 'governmentExemptCosts', 'money'),
      row('Not-for-profit exempt costs', 'npoExemptCosts', 'money'),
      row('Cost of work carried out on a mine site', 'cowCarriedOutOnMineSite', 'money'),
      row("Mine's own workers on the mine site", 'cowMinesOwnWorkerOnTheMineSite', 'money'),
      row('Resources operational work', 'resourceOperationalWork', 'money'),
      row('Not substantially engaged: exempt cost', 'nseExemptCost', 'money'),
      row('Not substantially engaged: on resources operational work', 'nseOnROW', 'money'),
    ],
  },
  {
    id: 'levies',
    title: 'Levies',
    rows: [
      row(levyNames.plsl, 'portableLongServiceLeaveLevy', 'money'),
      row(levyNames.bctf, 'constructionSkillsQueenslandLevy', 'money'),
      row(levyNames.whs, 'workHealthAndSafetyLevy', 'money'),
      row('Total levy payable', 'totalLevyPayable', 'money'),
    ],
  },
];
