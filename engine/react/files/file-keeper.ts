/**
 * Where a FileStore keeps its chosen files so a page load does not lose them: the browser keeps
 * no chosen File across a reload, but IndexedDB can hold one. Best effort: where the database
 * cannot be opened (a private window's limits, storage full) nothing is kept and the files field
 * asks for the files again, as it does without a keeper.
 */
export interface FileKeeper {
  /** The files kept, in the order they were chosen, by the id each was put under. */
  load(): Promise<{ id: string; file: File }[]>;
  put(id: string, file: File): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

const DATABASE = 'levy-portal-kept-files';
const FILES = 'files';
/** Files kept longer than this are dropped when the database is next opened (a tab closed without sending them). */
export const KEPT_FILES_MAX_AGE_MS = 12 * 60 * 60 * 1000;

interface KeptRecord {
  id: string;
  scope: string;
  savedAt: number;
  order: number;
  file: File;
}

let opened: Promise<IDBDatabase | undefined> | undefined;
let order = 0;

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = request.onerror = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

function database(): Promise<IDBDatabase | undefined> {
  opened ??= new Promise<IDBDatabase | undefined>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(FILES, { keyPath: 'id' }).createIndex('scope', 'scope');
    request.onsuccess = () => {
      const db = request.result;
      // Another page deleting or upgrading the database is not held up by this one.
      db.onversionchange = () => {
        db.close();
        opened = undefined;
      };
      resolve(db);
    };
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  }).then(async (db) => {
    if (db) await dropOlderThan(db, Date.now() - KEPT_FILES_MAX_AGE_MS).catch(() => {});
    return db;
  });
  return opened;
}

async function dropOlderThan(db: IDBDatabase, time: number) {
  const tx = db.transaction(FILES, 'readwrite');
  const cursor = tx.objectStore(FILES).openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return;
    if ((at.value as KeptRecord).savedAt < time) at.delete();
    at.continue();
  };
  await done(tx);
}

/** Deletes every record whose scope `doomed` picks. */
async function deleteWhere(doomed: (scope: string) => boolean) {
  const db = await database();
  if (!db) return;
  const tx = db.transaction(FILES, 'readwrite');
  const cursor = tx.objectStore(FILES).openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return;
    if (doomed((at.value as KeptRecord).scope)) at.delete();
    at.continue();
  };
  await done(tx);
}

/** Every record whose scope starts with `prefix`. */
const scopeRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

async function deleteScopes(prefix: string) {
  const db = await database();
  if (!db) return;
  const tx = db.transaction(FILES, 'readwrite');
  const cursor = tx.objectStore(FILES).index('scope').openKeyCursor(scopeRange(prefix));
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return;
    tx.objectStore(FILES).delete(at.primaryKey);
    at.continue();
  };
  await done(tx);
}

/** A keeper of one form's files in IndexedDB under `scope` (one scope per store). */
export function indexedDbFileKeeper(scope: string): FileKeeper {
  const key = (id: string) => `${scope}\u0000${id}`;
  return {
    async load() {
      const db = await database();
      if (!db) return [];
      const request = db.transaction(FILES).objectStore(FILES).index('scope').getAll(IDBKeyRange.only(scope));
      await done(request);
      return (request.result as KeptRecord[])
        .sort((a, b) => a.savedAt - b.savedAt || a.order - b.order)
        .map((record) => ({ id: record.id.slice(scope.length + 1), file: record.file }));
    },
    async put(id, file) {
      const db = await database();
      if (!db) return;
      const record: KeptRecord = { id: key(id), scope, savedAt: Date.now(), order: ++order, file };
      await done(db.transaction(FILES, 'readwrite').objectStore(FILES).put(record));
    },
    async remove(id) {
      const db = await database();
      if (db) await done(db.transaction(FILES, 'readwrite').objectStore(FILES).delete(key(id)));
    },
    clear: () => deleteScopes(scope),
  };
}

/**
 * Drops the kept files of every scope that starts with `prefix` (all of them by default): at
 * sign-out, so the next person at a shared machine finds none, or when a form's entries are sent.
 */
export function forgetKeptFiles(prefix = ''): Promise<void> {
  return deleteScopes(prefix).catch(() => {});
}

/** Drops the kept files of every scope that does not start with `prefix` (at a new sign-in: other, perhaps closed, tabs' files). */
export function forgetKeptFilesExcept(prefix: string): Promise<void> {
  return deleteWhere((scope) => !scope.startsWith(prefix)).catch(() => {});
}
