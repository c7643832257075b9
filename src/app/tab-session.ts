import { forgetKeptFiles, forgetKeptFilesExcept } from '../../engine/react/files/file-keeper.ts';

/**
 * What the portal keeps in the tab's session (entries typed into a form, a notification draft, a
 * payment's receipt; chosen files in the browser's database, src/forms/kept-files.ts) is stored under keys with this prefix, and goes at sign-out: on a shared
 * machine the next person in the tab must not find the last one's details there.
 */
export const TAB_SESSION_PREFIX = 'levy-portal:';

const TAB_ID_KEY = `${TAB_SESSION_PREFIX}tab`;
let memoryTabId: string | undefined;

/** This tab's id, kept in its session (a reload keeps it; another tab has its own). */
export function tabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_ID_KEY);
    if (!id) sessionStorage.setItem(TAB_ID_KEY, (id = newId()));
    return id;
  } catch {
    return (memoryTabId ??= newId());
  }
}

/** A random id (a UUID where the page is a secure context). */
export const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The scope this tab keeps a form's chosen files under (engine/react `indexedDbFileKeeper`): the
 * browser's database is shared by every tab, the entries they belong to are the tab's own.
 */
export const keptFilesScope = (key: string) => `${tabId()}|${key}`;

/**
 * At a sign-in: drops the files other tabs kept (a browser closed without signing out leaves its
 * tabs' files in the database, which outlives it); this tab's stay (e.g. back from the provider's
 * profile edit).
 */
export function forgetOtherTabsFiles(): Promise<void> {
  return forgetKeptFilesExcept(keptFilesScope(''));
}

/**
 * Removes everything the portal kept in the tab's session, and every file kept for any tab
 * (engine/react `forgetKeptFiles`); resolves once the files are gone. (A new tab id follows, so
 * files the database could not drop are not this tab's any more either.)
 */
export function forgetTabSession(): Promise<void> {
  const files = forgetKeptFiles();
  if (typeof sessionStorage === 'undefined') return files;
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key): key is string => !!key?.startsWith(TAB_SESSION_PREFIX));
  for (const key of keys) sessionStorage.removeItem(key);
  return files;
}
