/**
 * Files the server makes (project confirmations): stored like uploads, behind the same signed
 * download URLs, but marked `generated` so they are not listed as the user's uploads.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import type { DocumentStorage } from './storage.ts';
import { URL_LIFETIME_SECONDS } from './url-signer.ts';

export interface GeneratedFile {
  /** The project (or change) number the file belongs to. */
  number: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  /** Who asked for it. */
  contactId: string;
}

/** Stores the file and returns its document id (also its storage key). */
export async function storeGeneratedDocument(db: Database, storage: DocumentStorage, file: GeneratedFile): Promise<string> {
  await pruneExpired(db, storage, file.number, file.fileName);
  const documentId = randomUUID();
  const size = await storage.put(documentId, Readable.from([Buffer.from(file.bytes)]), file.bytes.length);
  try {
    await db.query(
      `INSERT INTO documents (document_id, storage_key, project_number, file_name, mime_type, size_bytes, uploaded_by_contact_id, status, stored_at, generated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'stored', now(), true)`,
      [documentId, documentId, file.number, file.fileName, file.mimeType, size, file.contactId],
    );
  } catch (error) {
    await storage.delete(documentId);
    throw error;
  }
  return documentId;
}

/**
 * Each request makes a fresh file; earlier ones of the same name whose download URLs have
 * expired can no longer be reached, so they are removed rather than kept forever.
 */
async function pruneExpired(db: Database, storage: DocumentStorage, number: string, fileName: string): Promise<void> {
  const { rows } = await db.query<{ storage_key: string }>(
    `DELETE FROM documents
      WHERE generated AND project_number = $1 AND file_name = $2 AND stored_at < now() - make_interval(secs => $3)
      RETURNING storage_key`,
    [number, fileName, URL_LIFETIME_SECONDS],
  );
  for (const row of rows) await storage.delete(row.storage_key);
}
