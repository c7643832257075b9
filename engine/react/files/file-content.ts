import { CONTENT_MISMATCH, contentMatchesName, HEAD_BYTES } from '../../core/file-types.ts';
import type { AttachmentRules } from '../../core/types.ts';
import { checkEachFile, checkFileCount, type FileCheck } from './file-rules.ts';

async function headOf(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Reads the first bytes of each chosen file and refuses those whose content plainly is not the
 * type their name gives (an image or a program renamed .pdf), with the message the server's upload would give: caught
 * here, such a file never reaches a submitted form only to be refused after the form is saved.
 */
export async function checkFileContent(incoming: readonly File[]): Promise<FileCheck> {
  const heads = await Promise.all(incoming.map(headOf));
  const accepted: File[] = [];
  const messages: string[] = [];
  incoming.forEach((file, i) => {
    const head = heads[i];
    if (!head) messages.push(`${file.name} could not be read. Please choose it again.`);
    else if (!contentMatchesName(file.name, head)) messages.push(`${file.name}: ${CONTENT_MISMATCH}`);
    else accepted.push(file);
  });
  return { accepted, messages };
}

/**
 * The checks a file meets when it is attached: the rules' type, size and empty-file checks, then
 * its content, then the count (read after the wait, so a refused file takes no place in it).
 */
export async function checkChosenFiles(incoming: readonly File[], attachedCount: () => number, rules: AttachmentRules): Promise<FileCheck> {
  const each = checkEachFile(incoming, rules);
  const content = await checkFileContent(each.accepted);
  const count = checkFileCount(content.accepted, attachedCount(), rules);
  return { accepted: count.accepted, messages: [...each.messages, ...content.messages, ...count.messages] };
}
