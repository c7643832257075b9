import { SimpleGrid } from '@chakra-ui/react';
import { isAvailable } from '../../../engine/core/availability.ts';
import type { PageActionName } from '../../../engine/core/host.ts';
import type { Project } from '../../api/types.ts';
import { formPath } from '../../change-forms/form-routes.tsx';
import { ActionTile } from '../../components/action-tile.tsx';
import { downloadProjectConfirmation } from '../confirmation-download.ts';
import { availabilityFacts } from '../read-only.ts';
import { portal, type ProjectTile } from '../../../generated/portal.gen.ts';

/** The project page's named actions a tile may run (engine/core `pageActionNames`). */
const PAGE_ACTIONS: Record<PageActionName, (project: Project) => Promise<void>> = {
  downloadConfirmation: downloadProjectConfirmation,
};

/**
 * The project page's tiles, as forms/portal.json lists them: each opens a catalog form (at its
 * catalog route) or runs a page action, enabled while its availability rule holds and otherwise
 * saying why. A tile whose form is not in the catalog is left out.
 */
export function ProjectTiles({ project, tiles = portal.projectPage.tiles }: { project: Project; tiles?: readonly ProjectTile[] }) {
  const facts = availabilityFacts(project);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="ul" listStyleType="none" aria-label="Project actions" mb="8">
      {tiles.map((tile) => {
        const unavailable = isAvailable(tile.availability, facts) ? undefined : tile.unavailableMessage;
        if (tile.action) {
          const run = PAGE_ACTIONS[tile.action];
          return <ActionTile key={tile.title} title={tile.title} onAction={() => void run(project)} unavailable={unavailable} />;
        }
        const to = tile.form ? formPath(tile.form, { projectId: project.projectId }) : undefined;
        return to ? <ActionTile key={tile.title} title={tile.title} to={to} unavailable={unavailable} /> : null;
      })}
    </SimpleGrid>
  );
}
