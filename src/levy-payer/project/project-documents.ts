import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../../engine/react/components/toaster.ts';
import { errorText } from '../../api/api-error.ts';
import { apiFetch } from '../../api/http-client.ts';
import { queryKeys } from '../../api/queries.ts';
import type { Project } from '../../api/types.ts';

/** A stored upload of a project or of one of its changes (GET /api/document). */
export interface ProjectDocument {
  documentId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** yyyy-MM-dd (Brisbane) the bytes were stored. */
  uploadedDate: string | null;
  /** The change the file came with; absent for the project's own uploads. */
  complexChangeNumber?: string;
}

/**
 * Under the project's own key, so whatever refreshes the project (a change form's success names
 * the `project` cache) refreshes its documents too, and a file just uploaded is listed.
 */
export const projectDocumentsKey = (projectId: string) => [...queryKeys.project(projectId), 'documents'] as const;

/** The project's uploads and its changes', newest first. */
export function useProjectDocuments(project: Pick<Project, 'projectId' | 'projectNumber'>) {
  return useQuery({
    queryKey: projectDocumentsKey(project.projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ documents?: ProjectDocument[] }>('/api/document', { query: { projectNumber: project.projectNumber }, signal }).then((r) => r.documents ?? []),
    enabled: !!project.projectNumber,
  });
}

/**
 * Asks for a signed download URL of one document and opens it in a new tab; any failure is a
 * toast with the portal's generic API error text.
 */
export async function openDocument(documentId: string): Promise<void> {
  try {
    const { blobUri } = await apiFetch<{ blobUri?: string }>(`/api/document/${encodeURIComponent(documentId)}/download`);
    if (!blobUri) throw new Error('No download address in the answer');
    window.open(blobUri, '_blank', 'noopener');
  } catch (error) {
    showToast('error', errorText(error));
  }
}

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;
// Made on first use: a formatter costs a page's start locale data it may never need.
let numberFormats: Intl.NumberFormat[] | undefined;
const sizeFormats = () => (numberFormats ??= [0, 0, 1, 1].map((digits) => new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits })));

/** A file size in en-AU, in steps of 1024 as the uploader shows it: '512 B', '48 kB', '3.2 MB'; '-' when unknown. */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  // Up a unit while the value would show as 1024 or more (so 1023.8 kB reads '1 MB', not '1,024 kB').
  while (unit < UNITS.length - 1 && Number(sizeFormats()[unit].format(value).replace(/,/g, '')) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormats()[unit].format(value)} ${UNITS[unit]}`;
}
