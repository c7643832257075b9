import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFiles, uploaderText } from './file-rules.ts';

const rules = { field: 'files', minFiles: 0, maxFiles: 2, maxFileSizeBytes: 50 * 1024 * 1024, extensions: ['pdf', 'docx', 'jpeg'] };
const file = (name: string, size = 10) => ({ name, size }) as File;

describe('checkFiles', () => {
  it('accepts allowed types in any letter case within the size', () => {
    expect(checkFiles([file('A.PDF'), file('b.Jpeg')], 0, rules).accepted).toHaveLength(2);
  });
  it('refuses other types, oversize and empty files with messages', () => {
    const r = checkFiles([file('x.exe'), file('y.pdf', 50 * 1024 * 1024 + 1), file('z.pdf', 0), file('noext')], 0, rules);
    expect(r.accepted).toEqual([]);
    expect(r.messages).toEqual([
      'x.exe is not an allowed file type. Allowed types: pdf, docx, jpeg.',
      'y.pdf is larger than 50 MB.',
      'z.pdf is empty.',
      'noext is not an allowed file type. Allowed types: pdf, docx, jpeg.',
    ]);
  });
  it('enforces the count across already attached files', () => {
    const r = checkFiles([file('a.pdf'), file('b.pdf')], 1, rules);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(r.messages).toEqual(['b.pdf was not added: at most 2 files can be attached.']);
  });
  it('attaches an empty file when the rules leave it to the form\'s content checks', () => {
    const r = checkFiles([file('z.pdf', 0)], 0, { ...rules, acceptEmptyFiles: true });
    expect(r.accepted.map((f) => f.name)).toEqual(['z.pdf']);
    expect(r.messages).toEqual([]);
  });
  it('words the uploader in the singular for one file and the plural for more', () => {
    expect(uploaderText({ ...rules, maxFiles: 1, maxFileSizeBytes: 10 * 1024 * 1024, extensions: ['csv'] })).toEqual({
      dropHint: 'Drag and drop a file here, or',
      chooseLabel: 'Choose a file',
      limits: '1 file, at most 10 MB: csv',
    });
    for (const maxFiles of [2, 10]) {
      expect(uploaderText({ ...rules, maxFiles })).toEqual({
        dropHint: 'Drag and drop files here, or',
        chooseLabel: 'Choose files',
        limits: `Up to ${maxFiles} files, 50 MB each: pdf, docx, jpeg`,
      });
    }
    expect(uploaderText(undefined).limits).toBeUndefined();
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute(rules)).toBe('.pdf,.docx,.jpeg');
  });
});
