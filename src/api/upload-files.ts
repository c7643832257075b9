import type { FileEntry, FileStore } from '../../engine/react/index.ts';
import { ApiError, errorText } from './api-error.ts';
import { apiFetch } from './http-client.ts';

const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** PUTs the bytes to a signed URL with XMLHttpRequest, for its progress events. */
export function putFile(url: string, file: File, mimeType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Content-Type', mimeType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      reject(new ApiError('response', xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError('no-response'));
    xhr.ontimeout = () => reject(new ApiError('timeout'));
    xhr.send(file);
  });
}

async function uploadOne(projectNumber: string, complexChangeNumber: string | undefined, entry: FileEntry, store: FileStore): Promise<boolean> {
  const mimeType = entry.file.type || 'application/octet-stream';
  store.update(entry.key, { status: 'uploading', progress: 0, message: undefined });
  try {
    const { blobUri } = await apiFetch<{ blobUri: string }>('/api/document/upload', {
      method: 'POST',
      body: { projectNumber, ...(complexChangeNumber ? { complexChangeNumber } : {}), fileName: entry.file.name, mimeType, sizeBytes: entry.file.size },
    });
    await putFile(blobUri, entry.file, mimeType, (progress) => store.update(entry.key, { progress }));
    store.update(entry.key, { status: 'uploaded', progress: 100 });
    return true;
  } catch (error) {
    store.update(entry.key, { status: 'failed', message: errorText(error) });
    return false;
  }
}

/**
 * Uploads every file not yet uploaded for a project number, filed with one of the project's change
 * requests when `complexChangeNumber` names one: ask for a signed URL, then PUT the bytes. Each
 * file succeeds or fails on its own; the store holds each one's status.
 */
export async function uploadFiles(projectNumber: string, store: FileStore, complexChangeNumber?: string): Promise<{ uploaded: number; failed: number }> {
  const pending = store.getSnapshot().filter((e) => e.status !== 'uploaded');
  const results = await Promise.all(pending.map((entry) => uploadOne(projectNumber, complexChangeNumber, entry, store)));
  const uploaded = results.filter(Boolean).length;
  return { uploaded, failed: results.length - uploaded };
}
