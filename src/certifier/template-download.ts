import { showToast } from '../../engine/react/components/toaster.ts';
import { fillMessage } from '../../engine/core/claim-csv.ts';
import { errorText } from '../api/api-error.ts';
import { apiFetch } from '../api/http-client.ts';
import { portal } from '../../generated/portal.gen.ts';

const TEMPLATE_TOAST_MS = 3_000;
const text = portal.certifierClaims.messages;

/**
 * The claim template link (spec 1 section 2): 'Downloading template...' for 3 seconds while the
 * server makes the CSV (GET /api/document/certifiertemplate), which then opens in a new tab.
 * The tab is opened at once (still inside the click) so pop-up blockers allow it.
 */
export async function downloadClaimTemplate(): Promise<void> {
  showToast('info', text.downloadingTemplate, TEMPLATE_TOAST_MS);
  const tab = window.open('', '_blank');
  try {
    const { blobUri } = await apiFetch<{ blobUri?: string }>('/api/document/certifiertemplate');
    if (!blobUri) throw new Error('No template address in the answer');
    if (tab) tab.location.href = blobUri;
    else window.open(blobUri, '_blank');
  } catch (error) {
    tab?.close();
    showToast('error', fillMessage(text.templateFailed, { details: errorText(error) }));
  }
}
