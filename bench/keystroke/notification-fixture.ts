/**
 * Realistic data for the notification benchmark page: the seeded lookups in the shapes the API
 * answers (GET /api/lookup/descriptionOfWorks, /api/lookup/1, /api/lookup/2), the demo levy payer's
 * organisation (GET /api/organisation/{id}) and a building-details step filled as a levy payer
 * would, with a principal contractor and a building certifier appointed so that every section of
 * the step shows. The certifier's organisation name, near the end of the step, is left empty: it
 * is the field typed into.
 */
import { councils, descriptionsOfWork, typesOfWork } from '../../server/seed/lookups-data.ts';
import { nextValidAbn } from '../../server/seed/abn.ts';

// The seeded ABNs (server/seed/people.ts, which needs node:crypto, so not imported here).
const ABNS = { demoBuilders: nextValidAbn(51_824_753_000), coralCoast: nextValidAbn(82_331_440_000) };

export const TARGET = '/buildingCertifierOrgName';

export const lookups = {
  descriptionOfWorks: descriptionsOfWork.map((d) => ({
    id: d.id,
    name: d.name,
    typeOfWork: d.typeOfWorkId,
    questions: d.questions.map((q, i) => ({ order: i + 1, question: q.question, required: q.required })),
  })),
  typesOfWork: typesOfWork.map((t) => ({ id: t.id, name: t.name })),
  councils: councils.map((name, i) => ({ id: i + 1, name })),
};

export const organisation = {
  organisationId: 'org-demo-builders',
  accountNumber: 'ORG0000101',
  abn: ABNS.demoBuilders,
  orgName: 'Demo Builders Pty Ltd',
  tradingName: 'Demo Builders',
  entityType: 'Registeredcompany',
  phoneNumber: '07 3100 1234',
  email: 'accounts@demobuilders.example.com',
};

const description = lookups.descriptionOfWorks.find((d) => d.name === 'Detached house')!;
const typeOfWork = lookups.typesOfWork.find((t) => t.id === description.typeOfWork)!.name;

/** The context the portal's loaders give the wizard (src/forms/context/use-form-context.ts); the form selects the rest from its data. */
export function notificationContext(today: string) {
  return { today, organisation, lookups };
}


export const buildingDetails: Record<string, unknown> = {
  descriptionOfWork: description.name,
  answer1: { question: description.questions[0].question, required: description.questions[0].required, answer: 'Two' },
  typeOfWork,
  internalJobId: 'JOB-2401',
  purchaseOrderId: 'PO88001',
  projectStartDate: '2027-02-01',
  projectEndDate: '2027-11-30',
  permitPlanningActRequired: true,
  localCouncil: 'Brisbane City Council',
  lotNumber: '12',
  planNumber: 'RP123456',
  addressLine1: '12 Example Street',
  suburb: 'Paddington',
  state: 'QLD',
  postcode: '4064',
  ownerContactName: 'Alex Owner',
  ownerOrgName: 'Owner Holdings',
  ownerContactPhoneNumber: '0411 123 123',
  ownerContactEmail: 'alex@example.com',
  ownerBuilderPermit: false,
  principalContractorAppointed: true,
  principalContractorAbn: ABNS.coralCoast,
  principalContractorEntity: 'CORAL COAST CONSTRUCTIONS PTY LTD',
  principalContractorTradingName: 'Coral Coast Constructions',
  principalContractorName: 'Jordan Contractor',
  principalContractorPhone: '07 3100 1234',
  buildingCertifierAppointed: true,
  buildingCertifierName: 'Casey Certifier',
  buildingCertifierLicence: 'A1234',
  buildingCertifierPhone: '0411 555 666',
  buildingCertifierEmail: 'casey@sunshine.example.com',
};
