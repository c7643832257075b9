import personName from '../../schemas/person-name.json' with { type: 'json' };

/** The longest given name or surname the local provider accepts: the portal's own limit for names. */
export const NAME_MAX_LENGTH: number = personName.maxLength;

/** Characters as JSON Schema's `maxLength` counts them (code points, not UTF-16 code units). */
const characters = (value: string) => [...value].length;

/** The sign-up and profile edit pages' message for a missing or too long given name or surname. */
export function nameError(value: string, label: string): string | undefined {
  // A name of spaces and invisible characters alone (zero-width, no-break) is no name.
  if (!value.replace(/[\s\u200B-\u200D\u2060\uFEFF]/gu, '')) return `Enter your ${label}`;
  return characters(value) > NAME_MAX_LENGTH ? `Your ${label} must be ${NAME_MAX_LENGTH} characters or fewer` : undefined;
}
