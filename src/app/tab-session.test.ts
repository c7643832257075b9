import { afterEach, describe, expect, it } from 'vitest';
import { forgetTabSession, TAB_SESSION_PREFIX } from './tab-session.ts';

describe('forgetTabSession', () => {
  afterEach(() => sessionStorage.clear());

  it("removes what the portal kept in the tab's session and nothing else", () => {
    sessionStorage.setItem(`${TAB_SESSION_PREFIX}entered:a`, '{}');
    sessionStorage.setItem(`${TAB_SESSION_PREFIX}draft`, '{}');
    sessionStorage.setItem('another-app:key', 'kept');
    forgetTabSession();
    expect(Object.keys(sessionStorage)).toEqual(['another-app:key']);
  });
});
