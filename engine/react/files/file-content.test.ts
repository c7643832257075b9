import { describe, expect, it } from 'vitest';
import { checkChosenFiles } from './file-content.ts';

const rules = { field: 'files', minFiles: 1, maxFiles: 2, maxFileSizeBytes: 1024 * 1024, extensions: ['pdf', 'txt'] };
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('checkChosenFiles', () => {
  it('refuses a file whose content is not its type, and it takes no place in the count', async () => {
    const renamed = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'renamed.pdf', { type: 'application/pdf' });
    const result = await checkChosenFiles([renamed, pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], () => 1, rules);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.messages).toEqual(["renamed.pdf: The file's content does not match its type.", 'b.pdf was not added: at most 2 files can be attached.', 'c.pdf was not added: at most 2 files can be attached.']);
  });

  it('keeps the rules\' own messages for files refused by type or size before reading them', async () => {
    const result = await checkChosenFiles([new File(['MZ'], 'tool.exe'), new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'), new File(['notes'], 'notes.txt')], () => 0, rules);
    expect(result.accepted.map((f) => f.name)).toEqual(['notes.txt']);
    expect(result.messages).toEqual(['tool.exe is not an allowed file type. Allowed types: pdf, txt.', 'big.pdf is larger than 1 MB.']);
  });
});
