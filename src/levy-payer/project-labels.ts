/** Display labels of project and payment statuses (spec 2 section 4), from forms/portal.json `labels`. */
import { codeLabel } from '../../engine/core/display-format.ts';
import { portal } from '../../generated/portal.gen.ts';

export const projectStatusLabel = (status: string | null | undefined): string => codeLabel(portal.labels.projectStatus, status);
export const paymentStatusLabel = (status: string | null | undefined): string => codeLabel(portal.labels.paymentStatus, status);
export const exemptionTypeLabel = (type: unknown): string => codeLabel(portal.labels.exemptionType, type);
