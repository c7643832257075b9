import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Grid, Text } from '@chakra-ui/react';
import { useAuth } from '../../auth/index.ts';
import { Deferred } from '../../components/deferred.tsx';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { errorText } from '../../api/api-error.ts';
import { loadCurrentForm } from '../../forms/current-form.ts';
import { ChecksPanel } from '../checks/checks-panel.tsx';
import { PublishBar } from '../checks/publish-bar.tsx';
import { useAxe } from '../checks/use-axe.ts';
import { MachineDiagram } from '../diagram/machine-diagram.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';
import { useDraftModule } from '../preview/use-draft-module.ts';
import { isAnalyst } from '../studio-access.ts';
import type { DraftResult, FormFiles } from '../studio-api.ts';
import { fixtureKey, locateCheck, type FileKey } from './draft-files.ts';
import { FilesColumn } from './files-column.tsx';
import { usePublish } from './use-publish.ts';
import { useDraft } from './use-draft.ts';

const NEW_FIXTURE = { description: '', data: {}, expect: { valid: true } };

/** A form's workspace: editors and the Messages view beside the live preview, the machine diagram and the checks. */
export function Workspace({ id, initial, initialResult }: { id: string; initial: FormFiles; initialResult?: DraftResult }) {
  const { user } = useAuth();
  const analyst = isAnalyst(user);
  const draft = useDraft(id, initial, { initialResult, keep: analyst });
  const live = useQuery({ queryKey: ['studio', 'current-form', id], queryFn: () => loadCurrentForm(id), staleTime: Infinity, retry: false });
  const moduleUrl = draft.result?.preview?.moduleUrl;
  // The preview is the page's biggest render: a form arriving from the query renders it in a
  // background pass React splits into slices, not in the blocking one a query's answer gets.
  const liveForm = useDeferredValue(live.data);
  const compiled = useDraftModule(moduleUrl, liveForm);
  const [tab, setTab] = useState('files');
  const [selected, setSelected] = useState<FileKey>('form');
  const [reveal, setReveal] = useState<{ pointer: string; at: number }>();
  const [currentStep, setCurrentStep] = useState<string>();
  // axe's first run is the workspace's longest work (loading it, then checking): it waits until its
  // verdict comes near the view, and for the preview it checks, built once that comes into view.
  const [axeVerdictRef, axeWanted] = useNearViewport<HTMLDivElement>();
  const [previewShown, setPreviewShown] = useState(false);
  const onPreviewShown = useCallback(() => setPreviewShown(true), []);
  const axe = useAxe(`${compiled.url ?? 'built'} ${currentStep ?? ''}`, axeWanted && previewShown);
  const publish = usePublish(id, draft.saveNow);
  // The compiled draft of exactly the files shown: what fixture updates may be checked against.
  const currentForm = moduleUrl && compiled.url === moduleUrl && !draft.stale ? compiled.form : undefined;

  const onReveal = useCallback((file: string, pointer: string) => {
    const at = locateCheck(file, pointer);
    if (!at) return;
    setTab('files');
    setSelected(at.key);
    setReveal({ pointer: at.pointer, at: Date.now() });
  }, []);

  useEffect(() => {
    if (compiled.loadedAt !== undefined) document.dispatchEvent(new CustomEvent('studio:preview-updated', { detail: { url: compiled.url } }));
  }, [compiled.loadedAt, compiled.url]);

  // A tester's new fixture is not kept with their edits: it is sent as a proposal.
  const proposed = selected.startsWith('fixtures/') && !(selected.slice('fixtures/'.length) in initial.fixtures) ? selected.slice('fixtures/'.length) : undefined;

  const { update } = draft;
  const addFixture = useCallback(
    (name: string) => {
      update((files) => ({ ...files, fixtures: { ...files.fixtures, [name]: structuredClone(NEW_FIXTURE) } }));
      setSelected(fixtureKey(name));
    },
    [update],
  );
  const fixtures = draft.files.fixtures;
  const removeFixture = useCallback(
    (name: string) => {
      const rest = Object.keys(fixtures).filter((other) => other !== name);
      update((files) => ({ ...files, fixtures: Object.fromEntries(Object.entries(files.fixtures).filter(([other]) => other !== name)) }));
      setSelected(rest[0] ? fixtureKey(rest[0]) : fixtureKey(''));
    },
    [update, fixtures],
  );
  const canRemoveFixture = useCallback((name: string) => analyst || !(name in initial.fixtures), [analyst, initial.fixtures]);

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6">
      <Box minW="0">
        <FilesColumn
          id={id}
          tab={tab}
          onTab={setTab}
          files={draft.files}
          texts={draft.texts}
          setText={draft.setText}
          update={update}
          lint={draft.result?.checks.lint}
          selected={selected}
          onSelect={setSelected}
          reveal={reveal}
          onAddFixture={addFixture}
          onRemoveFixture={removeFixture}
          canRemoveFixture={canRemoveFixture}
          proposed={analyst ? undefined : proposed}
          draftForm={currentForm}
          canRevert={analyst}
        />
      </Box>
      {/* Committed after the files column: in one commit, inserting both columns' styles held a phone's main thread for about 90 ms. */}
      <Deferred>
        <Box minW="0" display="flex" flexDirection="column" gap="6">
          <Box>
            <PublishBar checks={draft.result?.checks} stale={draft.stale || draft.saving} unparsed={draft.unparsed} canPublish={analyst} publishing={publish.busy} onPublish={() => void publish.publish()} onExport={() => void publish.exportForm()} />
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
      </Deferred>
    </Grid>
  );
}
