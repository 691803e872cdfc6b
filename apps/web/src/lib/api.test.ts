import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/**
 * The request layer of spec part 2 §7 as a page uses it: fetch, the clock, the address, cookies and
 * localStorage are stand-ins; the layer's own modules are real and loaded fresh for every test.
 */
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('./toasts.ts', () => ({
  showToast: (kind: string, message: string) => {
    if (kind === 'error') toasts.push(message);
  },
}));

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

let fetchMock: ReturnType<typeof vi.fn<Fetch>>;
let online: boolean;
let cookies: Map<string, string>;
let stored: Map<string, string>;
let navigatedTo: string[];

function installBrowser(path: string) {
  const url = new URL(path, 'https://portal.example');
  online = true;
  cookies = new Map();
  stored = new Map();
  navigatedTo = [];
  fetchMock = vi.fn<Fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('location', { pathname: url.pathname, search: url.search, protocol: url.protocol });
  vi.stubGlobal('window', { location: globalThis.location });
  vi.stubGlobal('document', {
    // the page names no product (site.ts) and inlines no answers (initial-data.ts)
    querySelector: () => null,
    getElementById: () => null,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
}

/** api.ts and everything it keeps in module state (the toast limiter, i18n), loaded fresh. */
async function loadLayer() {
  vi.resetModules();
  const api = await import('./api.ts');
  // the English texts, as main.tsx loads them before the app's first render
  await (await import('./i18n.ts')).loadLanguage('en');
  const navigation = await import('./navigation.ts');
  navigation.setNavigator((to) => navigatedTo.push(to));
  return api;
}

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  toasts.length = 0;
  installBrowser('/p/desert-safari?adults=2');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the request layer', () => {
  test('sends nothing while the browser is offline and shows no toast', async () => {
    const { callAction } = await loadLayer();
    online = false;
    const result = await callAction('destinations', {});
    expect(result).toMatchObject({ success: 0, code: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  test('gives up after 120 seconds with the timeout message', async () => {
    const { callAction } = await loadLayer();
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    let settled = false;
    const pending = callAction('packages', { slug: 'al-qasba' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: 0, code: 'timeout' });
    expect(toasts).toEqual(['Please try later our servers are not responding.']);
  });

  test('sends the stored token as a bearer header and the fields form-encoded', async () => {
    const { callAction } = await loadLayer();
    cookies.set('jwt', 'token-of-the-session');
    fetchMock.mockResolvedValue(answer(200, { success: 1, msg: 'OK', data: { id: 7 } }));
    const result = await callAction('destinations', { page: 1 }, { auth: true });
    expect(result).toMatchObject({ success: 1, data: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-of-the-session');
    expect(String(init.body)).toBe('action=destinations&page=1');
  });

  test("names the home settings action after the server's product", async () => {
    const { callAction } = await loadLayer();
    fetchMock.mockResolvedValue(answer(200, { success: 1, msg: 'OK', data: {} }));
    await callAction('{product}_homepage_settings', {}, { method: 'GET' });
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api?action=sharjah_homepage_settings');
  });

  test("asks for failures in the app's language", async () => {
    stored.set('user_language', 'ae');
    const { callAction } = await loadLayer();
    fetchMock.mockResolvedValue(answer(200, { success: 1, msg: 'OK' }));
    await callAction('destinations', {});
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['accept-language']).toBe('ar');
  });

  test('a 401 with login_required forgets the dead session, goes to /login with the way back, and toasts 250 ms later', async () => {
    const { callAction } = await loadLayer();
    vi.useFakeTimers();
    cookies.set('jwt', 'revoked-token');
    stored.set('loggedIn', 'success');
    fetchMock.mockResolvedValue(answer(401, { success: 0, code: 'login_required', msg: 'Login is required', login_required: 1 }));
    const result = await callAction('getProfileDetails', {}, { auth: true });
    expect(result).toMatchObject({ success: 0, code: 'login_required', status: 401 });
    expect(cookies.has('jwt')).toBe(false);
    expect(stored.has('loggedIn')).toBe(false);
    expect(stored.get('pathname')).toBe('/p/desert-safari?adults=2');
    expect(navigatedTo).toEqual(['/login?redirect_url=%2Fp%2Fdesert-safari%3Fadults%3D2']);
    // spec part 2 §8: the sign-in page first, the toast after 250 ms of the page's (fake) time
    await vi.advanceTimersByTimeAsync(249);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts).toEqual(['Login is required']);
  });

  test('a 402 shows nothing (spec part 2 §8)', async () => {
    const { callAction } = await loadLayer();
    fetchMock.mockResolvedValue(answer(402, { success: 0, code: 'payment_required', msg: 'Payment required' }));
    expect(await callAction('purchaseStatus', { purchase_number: 'P-1' })).toMatchObject({ success: 0, status: 402 });
    expect(toasts).toEqual([]);
  });

  test('login_required in an answer with another status also sends the visitor to /login', async () => {
    const { callAction } = await loadLayer();
    fetchMock.mockResolvedValue(answer(200, { success: 0, code: 'login_required', msg: 'Login is required', login_required: 1 }));
    await callAction('orderHistory', {}, { auth: true });
    expect(navigatedTo).toEqual(['/login?redirect_url=%2Fp%2Fdesert-safari%3Fadults%3D2']);
  });

  test('shows at most two error toasts at once, and the same message once', async () => {
    const { callAction } = await loadLayer();
    const failures: [number, string][] = [
      [404, 'not_found'],
      [404, 'not_found'],
      [403, 'forbidden'],
      [500, 'internal'],
      [409, 'conflict'],
    ];
    for (const [status, code] of failures) {
      fetchMock.mockResolvedValueOnce(answer(status, { success: 0, code, msg: code }));
      await callAction('destinations', {});
    }
    expect(toasts).toEqual(['Not found', 'You are not allowed to do this']);
  });

  test('shows error codes in the language of the page', async () => {
    const { callAction } = await loadLayer();
    const { i18n, loadLanguage } = await import('./i18n.ts');
    await loadLanguage('ae');
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(answer(404, { success: 0, code: 'not_found', msg: 'Not found' }));
    await callAction('packages', { slug: 'nowhere' });
    expect(toasts).toEqual(['لم نعثر على ما تبحث عنه']);
  });

  test('a refusal names its fields with their reasons; any other error names none', async () => {
    const { ActionError, refusedFieldsOf } = await loadLayer();
    const refusal = new ActionError({ success: 0, status: 400, code: 'invalid', msg: 'Invalid', fields: { url_slug: 'taken' } });
    expect(refusedFieldsOf(refusal)).toEqual({ url_slug: 'taken' });
    expect(refusedFieldsOf(new ActionError({ success: 0, status: 409, code: 'in_use', msg: 'In use' }))).toEqual({});
    expect(refusedFieldsOf(new Error('offline'))).toEqual({});
  });
});
