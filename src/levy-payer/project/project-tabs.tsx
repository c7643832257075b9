import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { onDemand } from '../../app/on-demand.tsx';
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { Project } from '../../api/types.ts';
import { BuildingDetailsTab } from './building-details-tab.tsx';
import { CostOfWorkTab } from './cost-of-work-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { ProjectChangesTab } from './project-changes-tab.tsx';
import { useProjectLookups } from './use-project-lookups.ts';
import { useQuickEdits, type QuickEdit } from './use-quick-edits.ts';
import { useCompiledForm } from '../../forms/use-compiled-form.ts';
import { showToast } from '../../../engine/react/components/toaster.ts';
import { errorText } from '../../api/api-error.ts';

// The renderer (RJSF and its widgets) loads when a quick edit first opens, not with the page.
const dialogRenderer = onDemand(() => import('../../forms/catalog-form-dialog.tsx').then((m) => m.CatalogFormDialog), null);
const CatalogFormDialog = dialogRenderer.Component;

const TABS = [
  { value: 'building', label: 'Building details' },
  { value: 'cost', label: 'Cost of work' },
  { value: 'changes', label: 'Project changes' },
  // Beyond spec 2: the files uploaded for the project and with its changes, to open again.
  { value: 'documents', label: 'Documents' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** The project page's tabs (the open one kept in the URL), and the quick edit dialog over them. */
export function ProjectTabs({ project }: { project: Project }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((item) => item.value === requested) ? (requested as TabValue) : 'building';
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'building') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // The lookups and the quick edits' forms arrive after the page has shown. A query's answer
  // reaches React through a store subscription, which React renders in one blocking task: the tabs
  // take them in a background render instead, split into short slices, and the blocking render
  // returns the same tabs element, so React skips the whole subtree in it.
  const lookups = useDeferredValue(useProjectLookups());
  const editFor = useDeferredValue(useQuickEdits(project));
  const [editing, setEditing] = useState<QuickEdit | null>(null);
  // The edit whose dialog has not shown yet: its form (or the renderer) is still loading.
  const [shown, setShown] = useState<QuickEdit | null>(null);
  const opening = editing && editing !== shown ? editing : null;
  // The Edit button a dialog opened from: a dialog that closes itself (after a save) is unmounted
  // at once, with no close of its own to return focus, so focus goes back to the button here.
  const trigger = useRef<HTMLElement | null>(null);
  const openEdit = (edit: QuickEdit) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(edit);
  };
  const closeEdit = () => {
    setEditing(null);
    const button = trigger.current;
    requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && button?.isConnected) button.focus();
    });
  };
  const context = useMemo(() => ({ project }), [project]);
  const tabs = useMemo(
    () => (
      <Tabs.Root value={tab} onValueChange={(event) => select(event.value)} lazyMount>
        <Tabs.List mb="4">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="building">
          <BuildingDetailsTab project={project} lookups={lookups} editFor={editFor} onEdit={openEdit} opening={opening} />
        </Tabs.Content>
        <Tabs.Content value="cost">
          <CostOfWorkTab project={project} names={lookups} />
        </Tabs.Content>
        <Tabs.Content value="changes">
          <ProjectChangesTab projectId={project.projectId} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <DocumentsTab project={project} />
        </Tabs.Content>
      </Tabs.Root>
    ),
    // `select` is new each render; what it uses changes with `setParams`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab, setParams, project, lookups, editFor, opening],
  );

  return (
    <>
      {tabs}
      {editing && <QuickEditDialog edit={editing} context={context} onShown={setShown} onClose={closeEdit} />}
    </>
  );
}

/**
 * A quick edit's dialog, once its form has come: the page loads only the forms' manifests, a form
 * loads (beside the renderer's code) when its dialog first opens, its Edit button busy meanwhile.
 * A form that cannot be loaded is said in a toast and leaves the page as it was.
 */
function QuickEditDialog({ edit, context, onShown, onClose }: { edit: QuickEdit; context: { project: Project }; onShown: (edit: QuickEdit) => void; onClose: () => void }) {
  const form = useCompiledForm(edit.form.id);
  const [renderer, setRenderer] = useState(false);
  useEffect(() => void dialogRenderer.load().then(() => setRenderer(true), () => undefined), []);
  const ready = !!form.data && renderer;
  useEffect(() => {
    if (ready) onShown(edit);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, edit]);
  const failed = form.isError;
  useEffect(() => {
    if (!failed) return;
    showToast('error', errorText(form.error));
    onClose();
    // The failure once, not each render's new `onClose`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return form.data ? <CatalogFormDialog form={form.data} context={context} focusField={edit.field} onClose={onClose} /> : null;
}
