import { FactsList } from '../../engine/react/components/facts-list.tsx';
import type { FactItem } from '../../engine/core/types.ts';
import type { Project } from '../api/types.ts';

const IDENTIFIERS: FactItem[] = [
  { label: 'Levy number', pointer: '/project/projectNumber' },
  { label: 'Internal job number', pointer: '/project/internalJobNumber' },
  { label: 'Description of work', pointer: '/project/descriptionOfWorkName' },
  { label: 'Suburb', pointer: '/project/suburb' },
];

/** The project page's identifier strip: levy number, job number, description of work, suburb. */
export function IdentifierStrip({ project }: { project: Project }) {
  return <FactsList facts={IDENTIFIERS} context={{ project }} />;
}
