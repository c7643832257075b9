import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../engine/react/index.ts';
import { ApiError, errorText } from '../../api/api-error.ts';
import { getAccessToken } from '../../auth/index.ts';
import { studioApi } from '../studio-api.ts';

/** Publishing the draft (the server checks it again and refuses with 422), and exporting the form for a developer release. */
export function usePublish(id: string, onRefused: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');

  const publish = async () => {
    setBusy(true);
    setRefusal('');
    try {
      const published = await studioApi.publish(id);
      showToast('success', `Published version ${published.version}, revision ${published.revision}.`);
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 422;
      setRefusal(refused ? `Publishing was refused: ${errorText(error)}. The checks below say why.` : errorText(error));
      // The server's own verdict: the checks are run again so the panel shows what it refused.
      if (refused) onRefused();
    } finally {
      setBusy(false);
    }
  };

  const exportForm = async () => {
    try {
      const response = await fetch(studioApi.exportUrl(id), { headers: { Authorization: `Bearer ${await getAccessToken()}` } });
      if (!response.ok) throw new ApiError('response', response.status, {});
      const blob = await response.blob();
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${id}-export.json`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      showToast('error', errorText(error));
    }
  };

  return { busy, refusal, publish, exportForm };
}
