/**
 * Form data rebuilt from a project record, for a draft stored without the wizard's data (e.g. a
 * demo draft): the inverse of notification-record.ts for the fields the record holds. Levies are
 * left out, so the wizard asks for a new calculation.
 */
import { centsToDollars } from '../levy/money.ts';
import type { NotificationData } from './notification-form.ts';

type Names = { descriptionOfWork?: string | null; typeOfWork?: string; localCouncil?: string };

/** Drops null and undefined values, so optional fields stay unset. */
const compact = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''));
const dollars = (value: unknown) => (typeof value === 'number' ? centsToDollars(value) : undefined);
const answer = (value: unknown) => (typeof value === 'string' && value !== '' ? { answer: value } : undefined);

export function notificationFromRecord(record: Record<string, unknown>, names: Names): NotificationData {
  const address = (record.addressDetail ?? {}) as Record<string, unknown>;
  return {
    buildingDetails: compact({
      descriptionOfWork: names.descriptionOfWork,
      descriptionOfWorkOther: record.otherDescriptionOfWork,
      answer1: answer(record.answer1),
      answer2: answer(record.answer2),
      answer3: answer(record.answer3),
      typeOfWork: names.typeOfWork,
      internalJobId: record.internalJobNumber,
      purchaseOrderId: record.purchaseOrderNo,
      projectStartDate: record.estimatedStartDate,
      projectEndDate: record.estimatedFinishDate,
      permitPlanningActRequired: record.planningPermit,
      localCouncil: names.localCouncil,
      lotNumber: record.lotNumber,
      planNumber: record.planNumber,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      suburb: address.suburb,
      state: address.state,
      postcode: address.postcode,
      ownerContactName: record.projectOwnerName,
      ownerOrgName: record.projectOwnerOrgName,
      ownerContactPhoneNumber: record.projectOwnerPhone,
      ownerContactEmail: record.projectOwnerEmail,
      ownerBuilderPermit: record.completingUnderQBCCOwnerBuilderPermit === true,
      ownerBuilderPermitNumber: record.qbccPermitNo,
      principalContractorAppointed: record.principalContractorAppointed === true,
      principalContractorAbn: record.abn,
      principalContractorEntity: record.entityName,
      principalContractorTradingName: record.principalContractorTradingName,
      principalContractorName: record.principalContractorName,
      principalContractorPhone: record.principalContractorPhone,
      buildingCertifierAppointed: record.buildingCertifierAppointed === true,
      buildingCertifierName: record.certifierName,
      buildingCertifierOrgName: record.certifierOrgName,
      buildingCertifierLicence: record.certifierLicense,
      buildingCertifierPhone: record.certifierPhone,
      buildingCertifierEmail: record.certifierEmail,
    }),
    costOfWork: compact({
      totalCoW: dollars(record.totalCostOfWork),
      costFeasibility: dollars(record.feasibilityStudies),
      costEnvironmental: dollars(record.environmentalImpactStudies),
    }),
  };
}
