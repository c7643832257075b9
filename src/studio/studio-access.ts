import { canPublish, isStudioUser as hasStudioRole } from '../../engine/core/studio-roles.ts';
import type { AuthUser } from '../auth/index.ts';

/** May edit, check and publish (analyst); the server checks every call again. */
export const isAnalyst = (user: AuthUser | null | undefined) => canPublish(user?.roles ?? []);
/** May open the Forms Studio (analyst or tester). */
export const isStudioUser = (user: AuthUser | null | undefined) => hasStudioRole(user?.roles ?? []);
