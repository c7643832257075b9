import { useNavigate } from 'react-router';
import { fetchProjectPage } from '../api/project-list.ts';
import type { Project } from '../api/types.ts';
import { DataTable } from '../components/data-table/index.ts';
import { projectColumns } from './project-columns.tsx';
import { isDraft, resumeDraftTarget } from './resume-draft.ts';

const DEFAULT_SORT = { sortBy: 'projectNumber', descending: true };

/** Current or completed projects, server-paged; a Draft resumes the wizard, others open the project. */
export function ProjectListTable({ current }: { current: boolean }) {
  const navigate = useNavigate();
  const name = current ? 'current projects' : 'completed projects';
  const open = (project: Project) => {
    if (isDraft(project)) {
      const { to, state } = resumeDraftTarget(project);
      navigate(to, { state });
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
