import { startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Text } from '@chakra-ui/react';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { errorText } from '../../api/api-error.ts';
import { loadCurrentForm } from '../../forms/current-form.ts';
import { ChecksPanel } from '../checks/checks-panel.tsx';
import { PublishBar } from '../checks/publish-bar.tsx';
import { useAxe } from '../checks/use-axe.ts';
import { MachineDiagram } from '../diagram/machine-diagram.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';
import { useDraftModule } from '../preview/use-draft-module.ts';
import type { DraftState } from './use-draft.ts';
import type { CompiledDraft } from './compiled-draft.ts';
import { usePublish } from './use-publish.ts';

export interface WorkspaceAsideProps {
  id: string;
  draft: DraftState;
  canPublish: boolean;
  /** A check's file and pointer, to show in its editor. */
  onReveal: (file: string, pointer: string) => void;
  /** The draft's compiled form and the module it was loaded from, as each arrives. */
  onCompiled: (compiled: CompiledDraft) => void;
}

/**
 * The workspace's second column: the publish bar, the live preview with axe on it, the checks and
 * the machine diagram. Its code (the form renderer among it) loads on its own after the files
 * column has painted, so that a phone shows the files without waiting for it.
 */
export function WorkspaceAside({ id, draft, canPublish, onReveal, onCompiled }: WorkspaceAsideProps) {
  const live = useQuery({ queryKey: ['studio', 'current-form', id], queryFn: () => loadCurrentForm(id), staleTime: Infinity, retry: false });
  const moduleUrl = draft.result?.preview?.moduleUrl;
  // The preview is the page's biggest render: a form arriving from the query renders it in a
  // background pass React splits into slices, not in the blocking one a query's answer gets.
  const liveForm = useDeferredValue(live.data);
  const compiled = useDraftModule(moduleUrl, liveForm);
  const [currentStep, setCurrentStep] = useState<string>();
  // axe's first run is the workspace's longest work (loading it, then checking): it waits until its
  // verdict comes near the view, and for the preview it checks, built once that comes into view.
  const [axeVerdictRef, axeWanted] = useNearViewport<HTMLDivElement>();
  const [previewShown, setPreviewShown] = useState(false);
  const onPreviewShown = useCallback(() => setPreviewShown(true), []);
  const axe = useAxe(`${compiled.url ?? 'built'} ${currentStep ?? ''}`, axeWanted && previewShown);
  const publish = usePublish(id, draft.saveNow);

  // In a transition, as the preview's own render is: the files column renders again with it.
  useEffect(() => startTransition(() => onCompiled({ url: compiled.url, form: compiled.form })), [compiled.url, compiled.form, onCompiled]);

  return (
    <Box minW="0" display="flex" flexDirection="column" gap="6">
      <Box>
        <PublishBar checks={draft.result?.checks} stale={draft.stale || draft.saving} unparsed={draft.unparsed} canPublish={canPublish} publishing={publish.busy} onPublish={() => void publish.publish()} onExport={() => void publish.exportForm()} />
        {draft.saveError !== undefined && (
          <Text role="alert" mt="2">
            The draft was not checked: {errorText(draft.saveError)}
          </Text>
        )}
        {publish.refusal && (
          <Text role="alert" mt="2">
            {publish.refusal}
          </Text>
        )}
        {axe.error && <Text mt="2">axe could not run on the preview: {axe.error}</Text>}
      </Box>
      <PreviewPanel form={compiled.form} fixtures={draft.files.fixtures} version={compiled.url ?? 'built'} onCurrentStep={setCurrentStep} containerRef={axe.ref} onShown={onPreviewShown} />
      {compiled.error !== undefined && <Text role="alert">The draft's compiled form did not load: {String(compiled.error)}</Text>}
      <ChecksPanel checks={draft.result?.checks} stale={draft.stale || draft.saving} axe={axe.violations} axeRef={axeVerdictRef} onReveal={onReveal} />
      <MachineDiagram machine={draft.files.machine} currentStep={currentStep} />
    </Box>
  );
}
