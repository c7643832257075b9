import { showToast, toaster } from '../../engine/react/components/toaster.ts';
import { ApiError } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import type { Project } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';

const text = portal.projectPage.confirmation;

/**
 * The project page's 'Project confirmation' action (spec 2 section 8): asks the server for the
 * confirmation (GET /api/project/downloadconfirmation) and opens the address it answers in a new
 * tab. A 400 means no confirmation can be retrieved yet: that toast says what to do and stays 9.5 s.
 */
export async function downloadProjectConfirmation(project: Project): Promise<void> {
  const { projectId, projectNumber } = project;
  if (!projectId || !projectNumber) {
    showToast('error', text.projectUnknownMessage);
    return;
  }
  const progress = showToast('info', text.downloadingMessage);
  try {
    const { blobUri } = await apiFetch<{ blobUri?: string }>('/api/project/downloadconfirmation', { query: { projectId, projectNumber } });
    if (!blobUri) throw new Error('No confirmation address in the answer');
    window.open(blobUri, '_blank', 'noopener');
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      toaster.create({ type: 'error', title: text.unavailableMessage, description: text.unavailableAdviceMessage, duration: text.unavailableDurationMs, closable: true });
    } else {
      showToast('error', text.failureMessage);
    }
  } finally {
    toaster.dismiss(progress);
  }
}
