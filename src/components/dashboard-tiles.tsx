import { SimpleGrid } from '@chakra-ui/react';
import { catalog, type CatalogEntry } from '../../generated/registry.gen.ts';
import { portal, type DashboardTile } from '../../generated/portal.gen.ts';
import { ActionTile } from './action-tile.tsx';

/** Where a tile leads: its page, or its catalog form's route; none when the form is not in the catalog. */
export function dashboardTileTarget(tile: DashboardTile, entries: readonly CatalogEntry[] = catalog): string | undefined {
  if (tile.to) return tile.to;
  return entries.find((entry) => entry.id === tile.form)?.route;
}

interface DashboardTilesProps {
  audience: DashboardTile['audience'];
  /** The tiles to choose from (forms/portal.json `dashboardTiles` by default). */
  tiles?: readonly DashboardTile[];
  /** The list's accessible name. */
  label: string;
}

/** An area's dashboard tiles, as forms/portal.json lists them for its audience, in order. */
export function DashboardTiles({ audience, tiles = portal.dashboardTiles, label }: DashboardTilesProps) {
  const shown = tiles.flatMap((tile) => {
    const to = tile.audience === audience ? dashboardTileTarget(tile) : undefined;
    return to ? [{ tile, to }] : [];
  });
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mb="10" aria-label={label}>
      {shown.map(({ tile, to }) => (
        <ActionTile key={`${tile.title} ${to}`} to={to} title={tile.title} description={tile.description} />
      ))}
    </SimpleGrid>
  );
}
