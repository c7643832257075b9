import { memo } from 'react';
import { Tabs, Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../../engine/core/types.ts';
import { onDemand } from '../../app/on-demand.tsx';
import { PartBoundary } from '../../components/part-boundary.tsx';
import { HistoryPanel } from '../history/history-panel.tsx';
import type { DraftResult, FormFiles } from '../studio-api.ts';
import { FileEditors, type FileEditorsProps } from './file-editors.tsx';
import { ProposeFixture } from './propose-fixture.tsx';

interface FilesColumnProps extends Omit<FileEditorsProps, 'lint'> {
  id: string;
  tab: string;
  onTab: (tab: string) => void;
  update: (change: (files: FormFiles) => FormFiles) => void;
  lint: DraftResult['checks']['lint'] | undefined;
  /** A tester's new fixture, sent as a proposal. */
  proposed?: string;
  draftForm?: CompiledForm;
  canRevert: boolean;
}

/** The Messages view runs the fixtures, with the engine's code: it loads when its tab is first opened. */
const messagesView = onDemand(() => import('../messages/messages-view.tsx').then((m) => m.MessagesView), <Text role="status">Loading the messages...</Text>);

const NO_LINT: DraftResult['checks']['lint'] = [];

/**
 * The editors, the Messages view and the history. Kept apart from what the preview changes (its
 * current step, the axe run): rendered again with the page, the editors' tabs and fields made
 * the preview's mount one long task.
 */
export const FilesColumn = memo(function FilesColumn({ id, tab, onTab, update, lint = NO_LINT, proposed, draftForm, canRevert, ...editors }: FilesColumnProps) {
  const { files } = editors;
  return (
    <Tabs.Root value={tab} onValueChange={({ value }) => onTab(value)} lazyMount>
      <Tabs.List mb="3">
        <Tabs.Trigger value="files">Files</Tabs.Trigger>
        <Tabs.Trigger value="messages">Messages</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="files">
        <FileEditors {...editors} lint={lint} />
        {proposed && <ProposeFixture key={proposed} id={id} name={proposed} fixture={files.fixtures[proposed]} />}
      </Tabs.Content>
      <Tabs.Content value="messages">
        <PartBoundary what="The messages" retry={messagesView.load}>
          <messagesView.Component files={files} update={update} draftForm={draftForm} />
        </PartBoundary>
      </Tabs.Content>
      <Tabs.Content value="history">
        <HistoryPanel id={id} canRevert={canRevert} />
      </Tabs.Content>
    </Tabs.Root>
  );
});
