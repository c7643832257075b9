import { useNavigate } from 'react-router';
import { fetchProjectPage } from '../api/project-list.ts';
import type { Project } from '../api/types.ts';
import { DataTable } from '../components/data-table/index.ts';
import { projectColumns } from './project-columns.tsx';

export const DRAFT_RESUME_PATH = '/levies-payer-portal/notify-new-project/building-details';
const DEFAULT_SORT = { sortBy: 'projectNumber', descending: true };

/** Navigation state that resumes a Draft in the notification wizard. */
export interface ResumeDraftState {
  projectId: string;
  projectNumber: string | null;
}

/** Current or completed projects, server-paged; a Draft resumes the wizard, others open the project. */
export function ProjectListTable({ current }: { current: boolean }) {
  const navigate = useNavigate();
  const name = current ? 'current projects' : 'completed projects';
  const open = (project: Project) => {
    if (project.status === 'Draft') {
      const state: ResumeDraftState = { projectId: project.projectId, projectNumber: project.projectNumber ?? null };
      navigate(DRAFT_RESUME_PATH, { state });
    } else {
      navigate(`/levies-payer-portal/project/${encodeURIComponent(project.projectId)}`);
    }
  };
  return (
    <DataTable<Project>
      id={current ? 'current' : 'completed'}
      caption={current ? 'Current projects' : 'Completed projects'}
      columns={projectColumns}
      queryKey={['projects', 'page', { current }]}
      fetchPage={(request, signal) => fetchProjectPage(current, request, signal)}
      defaultSort={DEFAULT_SORT}
      rowKey={(p) => p.projectId}
      onRowActivate={open}
      searchLabel={`Search ${name}`}
      searchPlaceholder={`Search ${name}...`}
    />
  );
}
