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
  [key: string]: unknown;
}

export interface ProjectList {
  projects: Project[];
  recordCount: number;
}
