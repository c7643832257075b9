import type { CompiledForm } from '../../engine/core/types.ts';
import { loadForm } from '../../generated/registry.gen.ts';

/** The compiled form the portal serves for new sessions. */
export function loadPublishedForm(id: string): Promise<CompiledForm> {
  return loadForm(id);
}
