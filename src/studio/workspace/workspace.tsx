import { useCallback, useState } from 'react';
import { Box, Grid, Text } from '@chakra-ui/react';
import { onDemand } from '../../app/on-demand.tsx';
import { useAuth } from '../../auth/index.ts';
import { Deferred } from '../../components/deferred.tsx';
import { PartBoundary } from '../../components/part-boundary.tsx';
import { isAnalyst } from '../studio-access.ts';
import type { DraftResult, FormFiles } from '../studio-api.ts';
import { draftFormOf, type CompiledDraft } from './compiled-draft.ts';
import { fixtureKey, locateCheck, type FileKey } from './draft-files.ts';
import { FilesColumn } from './files-column.tsx';
import { useDraft } from './use-draft.ts';

const aside = onDemand(
  () => import('./workspace-aside.tsx').then((m) => m.WorkspaceAside),
  <Text role="status" minW="0">
    Loading the preview and the checks...
  </Text>,
);

const NEW_FIXTURE = { description: '', data: {}, expect: { valid: true } };

/** A form's workspace: editors and the Messages view beside the live preview, the machine diagram and the checks. */
export function Workspace({ id, initial, initialResult }: { id: string; initial: FormFiles; initialResult?: DraftResult }) {
  const { user } = useAuth();
  const analyst = isAnalyst(user);
  const draft = useDraft(id, initial, { initialResult, keep: analyst });
  const [tab, setTab] = useState('files');
  const [selected, setSelected] = useState<FileKey>('form');
  const [reveal, setReveal] = useState<{ pointer: string; at: number }>();
  const [compiled, setCompiled] = useState<CompiledDraft>();
  const draftForm = draftFormOf(compiled, draft.result?.preview?.moduleUrl, draft.stale);

  const onReveal = useCallback((file: string, pointer: string) => {
    const at = locateCheck(file, pointer);
    if (!at) return;
    setTab('files');
    setSelected(at.key);
    setReveal({ pointer: at.pointer, at: Date.now() });
  }, []);

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
          draftForm={draftForm}
          canRevert={analyst}
        />
      </Box>
      {/* After the files column has painted: the preview's code (the form renderer) is the larger download, and a phone showed nothing until it came. */}
      <Deferred>
        <PartBoundary what="The preview and the checks" retry={aside.load}>
          <aside.Component id={id} draft={draft} canPublish={analyst} onReveal={onReveal} onCompiled={setCompiled} />
        </PartBoundary>
      </Deferred>
    </Grid>
  );
}
