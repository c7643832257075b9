import { describe, expect, it } from 'vitest';
import { failureText } from './host.ts';

// An error as the portal's HTTP client words it: 'message (status) - details', with the details apart.
const refused = { message: 'Refused (400) - The number is unknown.', details: ['The number is unknown.'] };
const broken = { message: 'Boom (500)' };

describe('failureText', () => {
  it("puts the error's whole text where a template says {message}", () => {
    expect(failureText('Something went wrong - {message}', refused)).toBe('Something went wrong - Refused (400) - The number is unknown.');
    expect(failureText('Something went wrong - {message}', broken)).toBe('Something went wrong - Boom (500)');
  });

  it("puts the server's details where a template says {details}, else the error's text", () => {
    expect(failureText('Could not save - {details}', refused)).toBe('Could not save - The number is unknown.');
    expect(failureText('Could not save - {details}', broken)).toBe('Could not save - Boom (500)');
  });

  it('says a template naming neither as it is, and is the error alone without a template', () => {
    expect(failureText('Could not save. Please review the errors shown.', refused)).toBe('Could not save. Please review the errors shown.');
    expect(failureText(undefined, broken)).toBe('Boom (500)');
    expect(failureText(undefined, undefined)).toBe('An unexpected error occurred');
  });
});
