import { useLocation } from "react-router";
import type { CompiledForm } from "../../engine/core/types.ts";
import { useAuth } from "../auth/index.ts";
import { keptEntriesKey } from "./kept-entries.ts";

/** The key this page keeps the signed-in user's entries in the form under (kept-entries.ts); none before sign-in. */
export function useKeptEntriesKey(form: CompiledForm): string | undefined {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return user ? keptEntriesKey(form, user.oid, pathname) : undefined;
}
