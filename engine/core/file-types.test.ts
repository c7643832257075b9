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
    // Markup of any tag, after a byte-order mark or a comment; archives, images and programs a
    // text check alone would not name (each holds a NUL byte early, or a signature of its own).
    for (const head of [bytes('<div><script>alert(1)</script>'), bytes([0xef, 0xbb, 0xbf], '<html>'), bytes('<!-- x --><script>'), bytes('<?php echo 1;'), bytes('GIF89a', [1, 2, 3, 4]), bytes([0x1f, 0x8b, 8, 0]), bytes('Rar!', [0x1a, 7, 0]), bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52]), bytes([0, 0x61, 0x73, 0x6d]), bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), bytes([0, 0, 0, 24], 'ftypisom')]) {
      expect(contentMatchesName('scan.pdf', head)).toBe(false);
    }
    expect(contentMatchesName('scan.heic', bytes([0, 0, 0, 24], 'ftypisom'))).toBe(false);
    expect(contentMatchesName('page.txt', bytes('  <!DOCTYPE html><html>'))).toBe(false);
    expect(contentMatchesName('run.csv', bytes('MZ', [0x90, 0]))).toBe(false);
    expect(contentMatchesName('empty.pdf', bytes())).toBe(false);
  });

  it('passes plain text of no other kind as the type the name gives (a placeholder), but no unknown binary', () => {
    expect(contentMatchesName('renamed.pdf', bytes('just some notes'))).toBe(true);
    expect(contentMatchesName('photo.jpg', bytes('fake'))).toBe(true);
    expect(contentMatchesName('letter.docx', bytes('placeholder for the letter'))).toBe(true);
    expect(contentMatchesName('letter.docx', bytes([0, 1, 2, 3]))).toBe(false);
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
