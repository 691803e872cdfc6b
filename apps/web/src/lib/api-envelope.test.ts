import { describe, expect, test } from 'vitest';
import {
  failureMessage,
  parseEnvelope,
  planFailure,
  retryAfterSeconds,
  type ActionFailure,
  type Translate,
} from './api-envelope.ts';

const texts: Record<string, string> = {
  'errors.not_found': 'Not found (translated)',
  'errors.internal': 'Something went wrong (translated)',
  'errors.timeout': 'Please try later our servers are not responding.',
  'errors.login_required': 'Login is required (translated)',
};
const translate: Translate = (key) => texts[key];

const failure = (overrides: Partial<ActionFailure>): ActionFailure => ({
  success: 0,
  msg: '',
  code: 'internal',
  status: 500,
  ...overrides,
});

describe('parseEnvelope', () => {
  test('a success answer keeps its data fields', () => {
    const result = parseEnvelope<{ data: number[] }>(200, JSON.stringify({ success: 1, msg: 'OK', data: [1, 2] }));
    expect(result).toEqual({ success: 1, msg: 'OK', data: [1, 2] });
  });

  test('a failure answer keeps code, message, fields, login_required and the HTTP status', () => {
    const body = {
      success: 0,
      msg: 'Please enter all the valid information',
      code: 'invalid_input',
      fields: { slug: 'letters' },
    };
    expect(parseEnvelope(400, JSON.stringify(body))).toEqual({ ...body, status: 400 });
    const expired = parseEnvelope(
      401,
      JSON.stringify({ success: 0, msg: 'Login is required', code: 'login_required', login_required: 1 }),
    );
    expect(expired).toMatchObject({ code: 'login_required', login_required: 1, status: 401 });
  });

  test('a body that is not JSON becomes a failure named after the status', () => {
    expect(parseEnvelope(502, '<html>Bad gateway</html>')).toMatchObject({ success: 0, code: 'unavailable', status: 502 });
    expect(parseEnvelope(500, '')).toMatchObject({ success: 0, code: 'internal' });
    expect(parseEnvelope(200, 'not json')).toMatchObject({ success: 0, code: 'bad_response' });
  });

  test('JSON without an envelope is a failure, not a success', () => {
    expect(parseEnvelope(200, '[1,2]')).toMatchObject({ success: 0, code: 'bad_response' });
    expect(parseEnvelope(200, '{"data":[]}')).toMatchObject({ success: 0, code: 'bad_response' });
  });

  test('success 1 with an error status is not trusted', () => {
    expect(parseEnvelope(500, '{"success":1,"msg":"OK"}')).toMatchObject({ success: 0, code: 'internal' });
  });

  test('a failure without a code takes the code its status means', () => {
    expect(parseEnvelope(429, '{"success":0,"msg":"slow down"}')).toMatchObject({ code: 'rate_limited', msg: 'slow down' });
  });

  test('field reasons that are not text are dropped', () => {
    const result = parseEnvelope(
      400,
      JSON.stringify({ success: 0, msg: 'x', code: 'invalid_input', fields: { a: 'bad', b: 3 } }),
    );
    expect(result).toMatchObject({ fields: { a: 'bad' } });
  });
});

describe('failureMessage', () => {
  test('the code is looked up in the locale files', () => {
    expect(failureMessage(failure({ code: 'not_found', msg: 'Not found' }), translate)).toBe('Not found (translated)');
  });

  test("the answer's params fill the translation's numbers", () => {
    const withParams: Translate = (key, params) => (key === 'errors.adult_min' ? `الحد الأدنى ${params?.n}` : undefined);
    const answer = parseEnvelope(
      400,
      JSON.stringify({ success: 0, msg: 'Select Adult - Minimum 2', code: 'adult_min', params: { n: 2 } }),
    );
    expect(answer).toMatchObject({ params: { n: 2 } });
    expect(failureMessage(answer as ActionFailure, withParams)).toBe('الحد الأدنى 2');
  });

  test("an unknown code shows the server's message", () => {
    expect(failureMessage(failure({ code: 'brand_new_code', msg: 'Server words' }), translate)).toBe('Server words');
  });

  test("an answer without a code shows the server's message, whatever its status", () => {
    for (const status of [400, 404, 500]) {
      const answer = parseEnvelope(status, JSON.stringify({ success: 0, msg: 'The venue closed this date today' }));
      expect(failureMessage(answer as ActionFailure, translate)).toBe('The venue closed this date today');
    }
  });

  test('an answer without a code or a message shows the text of its status', () => {
    const answer = parseEnvelope(500, JSON.stringify({ success: 0, msg: '' }));
    expect(failureMessage(answer as ActionFailure, translate)).toBe('Something went wrong (translated)');
  });

  test('an unknown code without a message shows the generic text', () => {
    expect(failureMessage(failure({ code: 'brand_new_code', msg: '' }), translate)).toBe('Something went wrong (translated)');
  });
});

describe('planFailure', () => {
  const context = { currentPath: '/p/desert-safari?x=1', translate };

  test('offline and cancelled requests are silent', () => {
    for (const code of ['offline', 'aborted']) {
      expect(planFailure(failure({ code, status: 0 }), context)).toEqual({
        toast: null,
        toastDelayMs: 0,
        clearLoggedIn: false,
        loginRedirect: null,
      });
    }
  });

  test('402 shows nothing', () => {
    expect(planFailure(failure({ code: 'conflict', status: 402, msg: 'pay' }), context).toast).toBeNull();
  });

  test('a timeout shows the servers-not-responding toast', () => {
    expect(planFailure(failure({ code: 'timeout', status: 0 }), context).toast).toBe(
      'Please try later our servers are not responding.',
    );
  });

  test('a 401 clears loggedIn and shows the message 250 ms later', () => {
    const plan = planFailure(failure({ code: 'login_required', status: 401, msg: 'Login is required' }), context);
    expect(plan).toMatchObject({ clearLoggedIn: true, toast: 'Login is required (translated)', toastDelayMs: 250 });
  });

  test('login_required sends the browser to /login with the current path to come back to', () => {
    const plan = planFailure(failure({ code: 'login_required', status: 401, login_required: 1 }), context);
    expect(plan.loginRedirect).toBe('/login?redirect_url=%2Fp%2Fdesert-safari%3Fx%3D1');
  });

  test('login_required on the sign-in page does not redirect to itself', () => {
    const plan = planFailure(failure({ code: 'login_required', status: 401, login_required: 1 }), {
      ...context,
      currentPath: '/login?redirect_url=%2F',
    });
    expect(plan.loginRedirect).toBeNull();
  });

  test('other failures show the translated message and keep the session', () => {
    expect(planFailure(failure({ code: 'not_found', status: 404 }), context)).toEqual({
      toast: 'Not found (translated)',
      toastDelayMs: 0,
      clearLoggedIn: false,
      loginRedirect: null,
    });
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  test('a number of seconds is read as it is', () => {
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
  });

  test('an HTTP date becomes the seconds left until then', () => {
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });

  test('no header or an unreadable one gives nothing', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
