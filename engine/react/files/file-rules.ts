import type { AttachmentRules } from '../../core/types.ts';

export interface FileCheck {
  accepted: File[];
  /** The uploader's messages, shown under the drop area. */
  messages: string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Files that pass the rules' type, size and empty-file checks; each refusal gets a message. */
export function checkEachFile(incoming: readonly File[], rules: AttachmentRules): FileCheck {
  const accepted: File[] = [];
  const messages: string[] = [];
  const allowed = new Set(rules.extensions.map((e) => e.toLowerCase().replace(/^\./, '')));
  for (const file of incoming) {
    if (!allowed.has(extensionOf(file.name))) {
      messages.push(`${file.name} is not an allowed file type. Allowed types: ${rules.extensions.join(', ')}.`);
    } else if (file.size > rules.maxFileSizeBytes) {
      messages.push(`${file.name} is larger than ${megabytes(rules.maxFileSizeBytes)}.`);
    } else if (file.size === 0 && !rules.acceptEmptyFiles) {
      messages.push(`${file.name} is empty.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, messages };
}

/** Files that still fit within the rules' count, given how many are attached already. */
export function checkFileCount(incoming: readonly File[], alreadyAttached: number, rules: AttachmentRules): FileCheck {
  const room = Math.max(0, rules.maxFiles - alreadyAttached);
  const noun = rules.maxFiles === 1 ? 'file' : 'files';
  return {
    accepted: incoming.slice(0, room),
    messages: incoming.slice(room).map((file) => `${file.name} was not added: at most ${rules.maxFiles} ${noun} can be attached.`),
  };
}

/**
 * Checks newly chosen files against the form's attachment rules (type, size, count; an empty
 * file unless the rules leave it to the form's content checks), given how many are attached
 * already. Files that pass are accepted; each refusal gets a message.
 */
export function checkFiles(incoming: readonly File[], alreadyAttached: number, rules: AttachmentRules): FileCheck {
  const each = checkEachFile(incoming, rules);
  const count = checkFileCount(each.accepted, alreadyAttached, rules);
  return { accepted: count.accepted, messages: [...each.messages, ...count.messages] };
}

/** The uploader's own words, singular when it takes one file. */
export interface UploaderText {
  dropHint: string;
  chooseLabel: string;
  /** What the rules allow, e.g. 'Up to 10 files, 50 MB each: pdf, docx'; '1 file, at most 10 MB: csv'. */
  limits?: string;
}

export function uploaderText(rules: AttachmentRules | undefined): UploaderText {
  const single = rules?.maxFiles === 1;
  const limits = rules && (single ? `1 file, at most ${megabytes(rules.maxFileSizeBytes)}` : `Up to ${rules.maxFiles} files, ${megabytes(rules.maxFileSizeBytes)} each`);
  return {
    dropHint: single ? 'Drag and drop a file here, or' : 'Drag and drop files here, or',
    chooseLabel: single ? 'Choose a file' : 'Choose files',
    limits: rules && `${limits}: ${rules.extensions.join(', ')}`,
  };
}

/** The `accept` attribute for the file picker. */
export function acceptAttribute(rules: AttachmentRules): string {
  return rules.extensions.map((e) => `.${e.replace(/^\./, '')}`).join(',');
}
