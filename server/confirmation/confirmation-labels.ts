/** Display names of the stored codes a confirmation shows (spec 2 s4, spec 3 s4.1), from forms/portal.json `labels`, as the portal shows them. */
import { codeLabel } from '../../engine/core/display-format.ts';
import { portal } from '../../generated/portal.gen.ts';

export const projectStatusLabel = (code: string | null) => codeLabel(portal.labels.projectStatus, code);
export const paymentStatusLabel = (code: string | null) => codeLabel(portal.labels.paymentStatus, code);
export const invoiceStatusLabel = (code: string | null) => codeLabel(portal.labels.invoiceStatus, code);
export const exemptionLabel = (code: string | null) => codeLabel(portal.labels.exemptionType, code, 'None');
