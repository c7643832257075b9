import { describe, expect, it } from 'vitest';
import { contentMatchesName, extensionOf, FILE_TYPES, HEAD_BYTES } from './file-types.ts';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('contentMatchesName', () => {
  it('accepts a file whose first bytes are the type its name gives', () => {
    expect(contentMatchesName('Plan.PDF', bytes('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesName('photo.jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesName('site.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(contentMatchesName('scan.heic', bytes([0, 0, 0, 24], 'ftypheic'))).toBe(true);
    expect(contentMatchesName('letter.docx', bytes('PK', [3, 4]))).toBe(true);
    expect(contentMatchesName('notes.txt', bytes('Site notes, 3 May'))).toBe(true);
  });

  it('refuses a file that is plainly another kind: a PDF renamed .png, an archive or a program renamed, markup, a program sent as text', () => {
    expect(contentMatchesName('photo.png', bytes('%PDF-1.4'))).toBe(false);
    expect(contentMatchesName('invoice.pdf', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(contentMatchesName('invoice.pdf', bytes('PK', [3, 4]))).toBe(false);
    expect(contentMatchesName('photo.jpg', bytes('MZ', [0x90, 0]))).toBe(false);
    expect(contentMatchesName('letter.doc', bytes('{\\rtf1'))).toBe(false);
    expect(contentMatchesName('scan.pdf', bytes('<html><script>'))).toBe(false);
    expect(contentMatchesName('page.txt', bytes('  <!DOCTYPE html><html>'))).toBe(false);
    expect(contentMatchesName('run.csv', bytes('MZ', [0x90, 0]))).toBe(false);
    expect(contentMatchesName('empty.pdf', bytes())).toBe(false);
  });

  it('passes bytes of no kind it recognises as the type the name gives', () => {
    expect(contentMatchesName('renamed.pdf', bytes('just some notes'))).toBe(true);
    expect(contentMatchesName('photo.jpg', bytes('fake'))).toBe(true);
    expect(contentMatchesName('letter.docx', bytes([0, 1, 2, 3]))).toBe(true);
  });

  it('reads only the first HEAD_BYTES bytes', () => {
    const late = new Uint8Array(HEAD_BYTES + 10).fill(0x41);
    late[HEAD_BYTES + 5] = 0;
    expect(contentMatchesName('long.txt', late)).toBe(true);
  });

  it('leaves a name of no known type to the type rules', () => {
    expect(contentMatchesName('tool.exe', bytes('MZ'))).toBe(true);
    expect(contentMatchesName('noext', bytes('anything'))).toBe(true);
  });

  it('knows the spec\'s default types', () => {
    expect(Object.keys(FILE_TYPES).sort()).toEqual(['csv', 'doc', 'docx', 'heic', 'jpeg', 'jpg', 'pdf', 'png', 'rtf', 'txt', 'xls', 'xlsx', 'zip']);
    expect(extensionOf('A.B.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
  });
});
