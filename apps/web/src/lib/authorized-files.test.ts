import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ActionError } from './api.ts';
import { fetchAuthorizedBlob } from './authorized-files.ts';
import type * as sessionModule from './session.ts';

const session = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('./session.ts', async (original) => ({
  ...(await original<typeof sessionModule>()),
  readToken: () => session.token,
}));

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<Fetch>>;

beforeEach(() => {
  session.token = null;
  fetchMock = vi.fn<Fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('files only their owner may fetch', () => {
  test('are asked for with the stored token as a bearer header and come back as a Blob', async () => {
    session.token = 'token-of-the-session';
    fetchMock.mockResolvedValue(new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }));
    const blob = await fetchAuthorizedBlob('/api/postcard-files/PC-1/front.jpg');
    expect(blob.size).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/postcard-files/PC-1/front.jpg');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-of-the-session');
  });

  test("answer someone else's file with the server's not-found code, thrown as ActionError", async () => {
    session.token = 'token-of-the-session';
    const body = JSON.stringify({ success: 0, msg: 'Postcard not found', code: 'postcard_not_found' });
    fetchMock.mockResolvedValue(new Response(body, { status: 404 }));
    const error = await fetchAuthorizedBlob('/api/postcard-files/PC-2/front.jpg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect((error as ActionError).failure).toMatchObject({ code: 'postcard_not_found', status: 404 });
  });

  test('are asked for without a bearer header when no one is signed in, and a 401 without a body reads as login_required', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const error = await fetchAuthorizedBlob('/api/postcard-files/PC-1/card.pdf').catch((e: unknown) => e);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has('authorization')).toBe(false);
    expect((error as ActionError).failure.code).toBe('login_required');
  });
});
