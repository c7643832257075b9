/**
 * Reads the multipart claim request (spec 1 section 7): the `claimsFile` bytes (at most the form's
 * size limit; a larger file is cut off and reported by its size), `vendorNo` and the optional
 * `bankAccount` JSON. Extra files are counted so the form's validator refuses them.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error.ts';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  bytes: Buffer;
}

export interface ClaimUpload {
  files: UploadedFile[];
  vendorNo?: string;
  bankAccountJson?: string;
}

const FIELDS = new Set(['vendorNo', 'bankAccount']);

async function readFile(part: MultipartFile, maxBytes: number): Promise<UploadedFile> {
  const base = { fileName: part.filename.slice(0, 255), mimeType: (part.mimetype || 'application/octet-stream').slice(0, 255) };
  const bytes = await part.toBuffer();
  // Cut off at the limit (the parser's fileSize, without throwing): reported by its size.
  if (part.file.truncated) return { ...base, sizeBytes: maxBytes + 1, bytes: Buffer.alloc(0) };
  return { ...base, sizeBytes: bytes.length, bytes };
}

export async function readClaimUpload(request: FastifyRequest, maxBytes: number): Promise<ClaimUpload> {
  if (!request.isMultipart()) throw badRequest('The claim must be sent as multipart/form-data.', [{ path: '/claimsFile', message: 'The claim must be sent as multipart/form-data.' }]);
  const upload: ClaimUpload = { files: [] };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'claimsFile') {
        part.file.resume();
        throw badRequest(`Unexpected file field '${part.fieldname.slice(0, 50)}'.`);
      }
      upload.files.push(await readFile(part, maxBytes));
    } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      if (part.fieldname === 'vendorNo') upload.vendorNo = part.value;
      else upload.bankAccountJson = part.value;
    }
  }
  return upload;
}
