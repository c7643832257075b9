import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { readPointer, validateFormData, type CompiledForm } from '../../engine/core/index.ts';
import { showToast } from '../../engine/react/index.ts';
import { errorText } from '../api/api-error.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { loadFormRevision } from '../forms/current-form.ts';
import { declaredContext, formAt, useCompiledForm } from '../forms/use-compiled-form.ts';
import { fetchDraft } from './notification-api.ts';
import { NotificationWizard } from './notification-wizard.tsx';
import { clearSubmitted, fitDraft, newDraftFilesKey, readDraft, readSubmitted, startDraft, writeDraft, type SessionDraft } from './session-draft.ts';
import { assertStepId, HOME_PATH, NOTIFY_STEP_ROUTE } from './step-route.ts';
import { useFormContext } from '../forms/context/use-form-context.ts';
import { LoadedContent } from '../components/loaded-content.tsx';

interface ResumeState {
  projectId?: string;
  projectNumber?: string | null;
}

/**
 * /levies-payer-portal/notify-new-project/:stepId. An unknown step id raises the error page. The
 * wizard resumes the session draft, or a Draft chosen on the dashboard (GET /api/project/{id}),
 * or starts a new notification.
 */
export function NotificationPage() {
  const { stepId } = useParams();
  const formId = formAt(NOTIFY_STEP_ROUTE, 'wizard');
  const form = useCompiledForm(formId);
  if (form.data) assertStepId(form.data.manifest, stepId);
  const location = useLocation();
  const navigate = useNavigate();
  const resume = (location.state ?? null) as ResumeState | null;
  // The draft and the form revision it is checked by (the one the server checks it by).
  const [opened, setOpened] = useState<{ draft: SessionDraft; form: CompiledForm } | null>(null);

  useEffect(() => {
    const compiled = form.data;
    if (!compiled) return;
    const { id, version } = compiled.manifest;
    const m = compiled.manifest.messages ?? {};
    let cancelled = false;
    if (resume?.projectId) {
      clearSubmitted();
      const projectId = resume.projectId;
      fetchDraft(projectId)
        .then(async (project) => ({ project, revisionForm: project.formRevision ? await loadFormRevision(project.formRevision) : compiled }))
        .then(
          ({ project, revisionForm }) => {
            if (cancelled) return;
            const next: SessionDraft = {
              formId: id,
              formVersion: version,
              moduleUrl: project.formRevision?.moduleUrl,
              projectId,
              projectNumber: resume.projectNumber ?? project.projectNumber ?? null,
              data: project.notification ?? {},
              reEnter: project.reEnter,
              notice: project.reEnter?.length ? (project.notificationNotice ?? m.reEnterNotice) : undefined,
              filesKey: newDraftFilesKey(),
            };
            writeDraft(next);
            setOpened({ draft: next, form: revisionForm });
            navigate(location.pathname, { replace: true, state: null });
          },
          (error: unknown) => {
            if (cancelled) return;
            showToast('error', `${m.draftLoadFailed ?? ''} ${errorText(error)}`.trim());
            navigate(HOME_PATH);
          },
        );
      return () => {
        cancelled = true;
      };
    }
    const stored = readDraft();
    // Just submitted (no draft left): a reload shows the confirmation again.
    const submitted = stored ? null : readSubmitted();
    if (submitted) {
      setOpened({ draft: { formId: id, formVersion: version, projectId: submitted.projectId, projectNumber: submitted.projectNumber, submission: submitted }, form: compiled });
      return;
    }
    const open = (revisionForm: CompiledForm) => {
      if (cancelled) return;
      const invalid = (data: Record<string, unknown>) => validateFormData(revisionForm, data).errors.filter((e) => e.path !== '' && readPointer(data, e.path) !== undefined);
      const fitted = stored ? fitDraft(stored, { id, version }, invalid, m.reEnterNotice ?? '') : null;
      if (fitted) {
        if (fitted !== stored) writeDraft(fitted);
        setOpened({ draft: fitted, form: revisionForm });
      } else setOpened({ draft: startDraft(id, version), form: compiled });
    };
    // A resumed draft of the current version reloads with its own revision; should that module not
    // load, the form as loaded serves (the server still checks the draft by its revision).
    if (stored?.moduleUrl !== undefined && stored.formId === id && stored.formVersion === version) {
      loadFormRevision({ id, moduleUrl: stored.moduleUrl }).then(open, () => open(compiled));
    } else open(compiled);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.data, resume?.projectId]);

  const { context, ready } = useFormContext(declaredContext(formId, form.data));

  if (form.isError) throw form.error;
  const loaded = !!form.data && !!opened && ready;
  if (loaded && resume?.projectId) return <Text role="status">Loading data...</Text>;
  return (
    <LoadedContent ready={loaded} loading={<PageLoading />}>
      {() => <NotificationWizard key={opened!.draft.projectId} form={opened!.form} draft={opened!.draft} initialContext={context} />}
    </LoadedContent>
  );
}
