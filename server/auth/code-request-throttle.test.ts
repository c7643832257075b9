import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { codeRequestsThrottledMessage, createCodeRequestThrottle, networkCodeRequestsThrottledMessage } from './code-request-throttle.ts';

describeEachDatabase('verification code requests throttled', (fixture) => {
  const at = new Date('2026-03-02T09:00:00Z');
  const policy = { emailRequests: 2, addressRequests: 3, windowSeconds: 15 * 60 };
  const attempts = async (key: string) => (await fixture.db.query<{ attempts: number }>('SELECT attempts FROM sign_in_throttles WHERE throttle_key = $1', [key])).rows[0]?.attempts;

  it("does not count a refused request: asking again while refused uses up nothing of the email's or the network's", async () => {
    const throttle = createCodeRequestThrottle(fixture.db, { now: () => at, policy });
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await throttle.take('asks.often@example.com', '10.0.0.1'));
    expect(taken.map((result) => result.allowed)).toEqual([true, true, false, false, false]);
    expect(taken[4]).toMatchObject({ message: codeRequestsThrottledMessage(15 * 60_000), waitMs: 15 * 60_000 });
    expect(await attempts('code-email:asks.often@example.com')).toBe(2);
    expect(await attempts('code-ip:10.0.0.1')).toBe(2);
    // Another user behind the same address still gets the one code left, then hears it is the network's limit.
    expect((await throttle.take('colleague@example.com', '10.0.0.1')).allowed).toBe(true);
    expect(await throttle.take('newcomer@example.com', '10.0.0.1')).toMatchObject({ allowed: false, message: networkCodeRequestsThrottledMessage(15 * 60_000) });
  });
});
