/**
 * The wizard's form data as a project record (spec 3 s3.3 names, money in cents) and the list
 * columns the dashboard reads (description, suburb, dates, totals). The form data itself is kept
 * whole beside it (projects.form_data) for resuming a draft.
 */
import { isIsoDate } from '../../engine/core/formats.ts';
import type { LevyResult } from '../levy/levy-calculator.ts';
import type { NotificationLookups } from '../db/queries/notification-lookups.ts';
import { cents, levyPayloadOf } from './notification-levy.ts';
import { section, type NotificationData } from './notification-form.ts';

export interface ProjectColumns {
  internal_job_number: string | null;
  description_of_work: number | null;
  description_of_work_name: string | null;
  suburb: string | null;
  estimated_start_date: string | null;
  estimated_finish_date: string | null;
  total_cost_of_work: number | null;
  total_levy_payable: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;
const date = (value: unknown): string | null => (typeof value === 'string' && isIsoDate(value) ? value : null);
const money = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : cents(value));
const answer = (value: unknown): string | null => text((value as { answer?: unknown } | undefined)?.answer);

/** spec 3 s3.3 exemptionType from the ticked exemptions (and the owner-builder permit). */
export function exemptionTypeOf(building: Record<string, unknown>, costOfWork: Record<string, unknown>): string | null {
  if (flag(building.ownerBuilderPermit)) return 'OwnerBuilder';
  if (flag(costOfWork.exemptionGov)) return 'Government';
  if (flag(costOfWork.exemptionNfp)) return 'NonProfitOrganisation_NPO';
  const mine = flag(costOfWork.exemptionMines);
  const row = flag(costOfWork.exemptionRow);
  const nse = flag(costOfWork.exemptionNse);
  if (row && mine && nse) return 'CombinedRowMineNSE';
  if (row && mine) return 'CombinedRowMine';
  if (row && nse) return 'CombinedROWNSE';
  if (mine && nse) return 'CombinedMineNSE';
  if (mine) return 'Mine';
  if (row) return 'ROW';
  if (nse) return 'NotSubstantiallyEngaged_NSE';
  return null;
}

/** The project record and list columns of a notification; levies only when the server calculated them. */
export function notificationRecord(data: NotificationData, lookups: NotificationLookups, levy: LevyResult | null) {
  const b = section(data, 'buildingDetails');
  const c = section(data, 'costOfWork');
  const s = section(data, 'summary');
  const payload = levyPayloadOf(data);
  const costs = Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, cents(value)]));
  const addressDetail = {
    addressLine1: text(b.addressLine1) ?? '',
    addressLine2: text(b.addressLine2) ?? '',
    suburb: text(b.suburb) ?? '',
    state: text(b.state) ?? 'QLD',
    postcode: text(b.postcode) ?? '',
  };
  const line = [addressDetail.addressLine1, addressDetail.addressLine2].filter(Boolean).join(' ');
  const place = [addressDetail.suburb, addressDetail.state, addressDetail.postcode].filter(Boolean).join(' ');
  const record: Record<string, unknown> = {
    instalmentRequest: s.paymentOption === 'Instalment',
    paymentOption: text(s.paymentOption),
    alternateInvoiceEmail: s.paymentOption === 'PayLater' ? text(s.alternateInvoiceEmail) : null,
    descriptionOfWork: lookups.descriptionOfWork?.id ?? null,
    otherDescriptionOfWork: text(b.descriptionOfWorkOther),
    typeOfWorkId: lookups.typeOfWorkId,
    internalJobNumber: text(b.internalJobId),
    purchaseOrderNo: text(b.purchaseOrderId),
    estimatedStartDate: date(b.projectStartDate),
    estimatedFinishDate: date(b.projectEndDate),
    answer1: answer(b.answer1),
    answer2: answer(b.answer2),
    answer3: answer(b.answer3),
    planningPermit: typeof b.permitPlanningActRequired === 'boolean' ? b.permitPlanningActRequired : null,
    councilId: lookups.councilId,
    lotNumber: text(b.lotNumber),
    planNumber: text(b.planNumber),
    address: line && place ? `${line}, ${place}` : line || place || null,
    addressDetail,
    suburb: text(b.suburb),
    projectOwnerName: text(b.ownerContactName),
    projectOwnerOrgName: text(b.ownerOrgName),
    projectOwnerPhone: text(b.ownerContactPhoneNumber),
    projectOwnerEmail: text(b.ownerContactEmail),
    completingUnderQBCCOwnerBuilderPermit: flag(b.ownerBuilderPermit),
    qbccPermitNo: flag(b.ownerBuilderPermit) ? text(b.ownerBuilderPermitNumber) : null,
    principalContractorAppointed: flag(b.principalContractorAppointed),
    abn: text(b.principalContractorAbn)?.replace(/\s/g, '') ?? null,
    entityName: text(b.principalContractorEntity),
    principalContractorName: text(b.principalContractorName),
    principalContractorTradingName: text(b.principalContractorTradingName),
    principalContractorPhone: text(b.principalContractorPhone),
    buildingCertifierAppointed: flag(b.buildingCertifierAppointed),
    certifierName: text(b.buildingCertifierName),
    certifierOrgName: text(b.buildingCertifierOrgName),
    certifierLicense: text(b.buildingCertifierLicence),
    certifierPhone: text(b.buildingCertifierPhone),
    certifierEmail: text(b.buildingCertifierEmail),
    certifierClaimed: false,
    projectConfirmationSent: false,
    exemptionType: exemptionTypeOf(b, c),
    totalCostOfWork: money(c.totalCoW),
    feasibilityStudies: money(c.costFeasibility) ?? 0,
    environmentalImpactStudies: money(c.costEnvironmental) ?? 0,
    cowCarriedOutOnMineSite: costs.cowCarriedOutOnMineSite,
    exemptionTypeMines: flag(c.exemptionMines),
    resourceOperationalWork: costs.resourceOperationalWork,
    exemptionTypeRow: flag(c.exemptionRow),
    governmentExemptCosts: costs.governmentExemptCosts,
    exemptionTypeGov: flag(c.exemptionGov),
    npoExemptCosts: costs.npoExemptCosts,
    exemptionTypeNfp: flag(c.exemptionNfp),
    cowMinesOwnWorkerOnTheMineSite: costs.cowMinesOwnWorkerOnTheMineSite,
    nseExemptCost: costs.nseExemptCost,
    nseOnROW: costs.nseOnROW,
    exemptionTypeNse: flag(c.exemptionNse),
    portableLongServiceLeaveLevy: levy?.plsl ?? null,
    constructionSkillsQueenslandLevy: levy?.bctf ?? null,
    workHealthAndSafetyLevy: levy?.dwhs ?? null,
    totalLevyPayable: levy?.totalLevyPayable ?? null,
    // The bases of spec 3 s3.5, in cents like the levies (GET /api/project/{id} answers dollars).
    plslCoW: levy?.bases.plsl ?? null,
    bctfCoW: levy?.bases.bctf ?? null,
    dwhsCoW: levy?.bases.dwhs ?? null,
  };
  const columns: ProjectColumns = {
    internal_job_number: record.internalJobNumber as string | null,
    description_of_work: lookups.descriptionOfWork?.id ?? null,
    description_of_work_name: lookups.descriptionOfWork?.name ?? text(b.descriptionOfWork),
    suburb: record.suburb as string | null,
    estimated_start_date: record.estimatedStartDate as string | null,
    estimated_finish_date: record.estimatedFinishDate as string | null,
    total_cost_of_work: record.totalCostOfWork as number | null,
    total_levy_payable: levy?.totalLevyPayable ?? null,
  };
  return { record, columns };
}
