/** The API's records as the portal reads them (spec 1 section 3, spec 2 section 3). */

export interface UserContact {
  contactId: string;
  customerNumber?: string;
  firstName?: string;
  lastName?: string;
  organisationId?: string | null;
  contactType?: 'LevyPayer' | 'Certifier' | 'BuildingCertifier' | null;
  emailAddress?: string;
}

export interface Project {
  projectId: string;
  projectNumber: string;
  internalJobNumber?: string | null;
  descriptionOfWork?: number | string | null;
  descriptionOfWorkName?: string | null;
  estimatedStartDate?: string | null;
  estimatedFinishDate?: string | null;
  notificationDate?: string | null;
  status: string;
  projectPaymentStatus?: string | null;
  suburb?: string | null;
  readOnly?: boolean;
  /** A certifier has claimed the project: its certifier details are theirs. */
  certifierClaimed?: boolean;
  /** Computed by the server: the project confirmation can be retrieved now. */
  confirmationAvailable?: boolean;
  /** A project confirmation has been issued (recorded, or computed by the server from the payment and approved changes). */
  projectConfirmationSent?: boolean;
  [key: string]: unknown;
}

/** A row of a project's change history (GET /api/complexchange). */
export interface ComplexChange {
  complexChangeId: string;
  changeNumber: string;
  changeType: string;
  status: string;
  submittedDate: string | null;
}

export interface ProjectList {
  projects: Project[];
  recordCount: number;
}

/** An organisation (GET /api/organisation/{id}). */
export interface Organisation {
  organisationId: string;
  abn?: string | null;
  orgName?: string;
  tradingName?: string | null;
  entityType?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  addressDetail?: Record<string, unknown> | null;
}
