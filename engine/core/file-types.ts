/**
 * What each allowed file ending may hold: the content types a browser may declare for it, the
 * one we serve it as, and how its first bytes look. A file is stored only when its declared type
 * suits its name and its bytes do not plainly say it is something else (magic bytes): no program,
 * page, archive or other type's file under a name it is not, so what we serve is not what we
 * refused. Bytes of no kind we know (a format the checks do not recognise, a placeholder) pass as
 * the type their name gives: the name decides how it is served. The browser applies the same byte
 * check when a file is attached, the server when it is uploaded.
 */
export interface FileType {
  /** The content type the file is served with. */
  serveAs: string;
  /** Content types a browser may declare for such a file (besides application/octet-stream). */
  declared: string[];
  /** True when the first bytes may be this kind of file: its own signature, or plain text of no other kind. */
  matches(head: Uint8Array): boolean;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const startsWith = (...bytes: number[]) => (head: Uint8Array) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const ascii = (text: string) => startsWith(...Array.from(text, (c) => c.charCodeAt(0)));

const pdf = ascii('%PDF-');
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const zip = (head: Uint8Array) => startsWith(0x50, 0x4b, 0x03, 0x04)(head) || startsWith(0x50, 0x4b, 0x05, 0x06)(head);
const rtf = ascii('{\\rtf');
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const heic = (head: Uint8Array) => head.length >= 12 && latin1(head.subarray(4, 8)) === 'ftyp' && HEIF_BRANDS.has(latin1(head.subarray(8, 12)));

/** Binary formats and markup that a text file must not be: programs, archives, documents, pages. */
const notText = [pdf, ole2, zip, png, jpeg, ascii('GIF8'), ascii('Rar!'), startsWith(0x1f, 0x8b), startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c), ascii('MZ'), startsWith(0x7f, 0x45, 0x4c, 0x46), ascii('#!')];
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe)/i;
/** Plain text: no NUL byte, no known binary signature, no HTML or XML markup at the start. */
const text = (head: Uint8Array) => !head.includes(0) && !notText.some((is) => is(head)) && !MARKUP.test(latin1(head));
/** Text that opens with a tag (after a byte-order mark and spaces): a page, a script, any markup. */
const OPENS_WITH_TAG = /^(\xef\xbb\xbf)?\s*</;
/**
 * A binary type's check: its own signature, or text of no kind we recognise (a placeholder, a note
 * under the name of the document it stands for): no NUL byte (programs, archives, images and
 * media all hold one in their first bytes), no other signature, no markup. An empty file is no
 * file of any type.
 */
const binary = (own: (head: Uint8Array) => boolean) => (head: Uint8Array) =>
  own(head) || (head.length > 0 && !rtf(head) && !heic(head) && text(head) && !OPENS_WITH_TAG.test(latin1(head)));

const OFFICE_ZIP = 'application/vnd.openxmlformats-officedocument';

export const FILE_TYPES: Record<string, FileType> = {
  pdf: { serveAs: 'application/pdf', declared: ['application/pdf', 'application/x-pdf'], matches: binary(pdf) },
  doc: { serveAs: 'application/msword', declared: ['application/msword'], matches: binary(ole2) },
  docx: { serveAs: `${OFFICE_ZIP}.wordprocessingml.document`, declared: [`${OFFICE_ZIP}.wordprocessingml.document`], matches: binary(zip) },
  xls: { serveAs: 'application/vnd.ms-excel', declared: ['application/vnd.ms-excel'], matches: binary(ole2) },
  xlsx: { serveAs: `${OFFICE_ZIP}.spreadsheetml.sheet`, declared: [`${OFFICE_ZIP}.spreadsheetml.sheet`], matches: binary(zip) },
  rtf: { serveAs: 'application/rtf', declared: ['application/rtf', 'text/rtf'], matches: binary(rtf) },
  txt: { serveAs: 'text/plain', declared: ['text/plain'], matches: text },
  // Windows names a CSV file's type after Excel.
  csv: { serveAs: 'text/csv', declared: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'], matches: text },
  jpg: { serveAs: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg'], matches: binary(jpeg) },
  jpeg: { serveAs: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg'], matches: binary(jpeg) },
  png: { serveAs: 'image/png', declared: ['image/png'], matches: binary(png) },
  heic: { serveAs: 'image/heic', declared: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'], matches: binary(heic) },
  zip: { serveAs: 'application/zip', declared: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'], matches: binary(zip) },
};

/** A browser that does not know a file's type declares it as this (or as nothing). */
export const UNKNOWN_TYPE = 'application/octet-stream';

/** How many first bytes the checks read. */
export const HEAD_BYTES = 512;

/** The message for a file whose bytes plainly are not of the type its name gives (the server's 415 says it too). */
export const CONTENT_MISMATCH = 'The file\'s content does not match its type.';

/** A file name's ending, lower case, without the dot: 'A.PDF' -> 'pdf'; '' when it has none. */
export const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The type a file name gives, when it is one we know. */
export const fileTypeOf = (fileName: string): FileType | undefined => (Object.hasOwn(FILE_TYPES, extensionOf(fileName)) ? FILE_TYPES[extensionOf(fileName)] : undefined);

/**
 * Whether a file's first bytes (its first HEAD_BYTES, or all of a shorter file) may be of the type
 * its name gives (`FileType.matches`). A name of no known type is left to the type rules (false
 * here would say the content is at fault).
 */
export function contentMatchesName(fileName: string, head: Uint8Array): boolean {
  const type = fileTypeOf(fileName);
  return !type || type.matches(head.subarray(0, HEAD_BYTES));
}

/** Whether a browser may declare `mimeType` (without parameters, lower case) for a file of type `type`. */
export const declarable = (type: FileType, mimeType: string) => mimeType === UNKNOWN_TYPE || type.declared.includes(mimeType);
