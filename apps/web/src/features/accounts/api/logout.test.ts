import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { fetchesSettled, signOut } from './logout.ts';

/** Records each step of sign-out as it happens; the reads in flight settle when the test says so. */
function recordedSteps(token: string | null) {
  const events: string[] = [];
  let settleReads = () => {};
  const steps = {
    readToken: () => token,
    clearSession: () => void events.push('forget the token'),
    readsSettled: () =>
      new Promise<void>((resolve) => {
        events.push('wait for reads');
        settleReads = () => {
          events.push('reads answered');
          resolve();
        };
      }),
    revoke: async (sent: string) => void events.push(`revoke ${sent}`),
  };
  return { events, steps, settleReads: () => settleReads() };
}

describe('sign-out', () => {
  test('forgets the token, lets the reads already sent get their answers, and only then revokes it', async () => {
    const { events, steps, settleReads } = recordedSteps('token-1');
    const done = signOut(steps);
    await Promise.resolve();
    expect(events).toEqual(['forget the token', 'wait for reads']);
    settleReads();
    await done;
    expect(events).toEqual(['forget the token', 'wait for reads', 'reads answered', 'revoke token-1']);
  });

  test('without a token it only clears what the browser keeps and asks the server nothing', async () => {
    const { events, steps } = recordedSteps(null);
    await signOut(steps);
    expect(events).toEqual(['forget the token']);
  });
});

describe('fetchesSettled', () => {
  test('settles at once when nothing is fetching', async () => {
    await expect(fetchesSettled(new QueryClient())).resolves.toBeUndefined();
  });

  test('settles when the last fetching query has its answer, not before', async () => {
    const client = new QueryClient();
    let answer = (_: string) => {};
    const fetching = client.fetchQuery({ queryKey: ['profile'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    let settled = false;
    const waiting = fetchesSettled(client, 60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(client.isFetching()).toBe(1);
    expect(settled).toBe(false);
    answer('profile');
    await fetching;
    await waiting;
    expect(settled).toBe(true);
  });
});
