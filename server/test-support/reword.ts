import type { FormFiles } from '../../engine/core/form-files.ts';

/** Every occurrence of a text in the named parts of a form's files replaced (a message reworded where it is written). */
export function reword(files: FormFiles, from: string, to: string, parts: (keyof FormFiles)[]): FormFiles {
  const copy = structuredClone(files);
  const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
  for (const part of parts) (copy as unknown as Record<string, unknown>)[part] = JSON.parse(JSON.stringify(copy[part]).split(escaped(from)).join(escaped(to)));
  return copy;
}

/** True when the text is written somewhere in the form's files. */
export const writtenIn = (files: FormFiles, text: string): boolean => JSON.stringify(files).includes(JSON.stringify(text).slice(1, -1));
