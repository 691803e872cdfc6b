import { describe, expect, it } from 'vitest';
import { bearerToken, queryToken, redactQueryToken } from './auth.ts';

const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLTEyMzQ1Njc4OTA';

describe('session tokens', () => {
  it('reads a bearer header and a query-string token of the session shape only', () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(queryToken(token)).toBe(token);
    expect(queryToken([token, token])).toBeNull();
    expect(queryToken('a b c d e f g h i j k')).toBeNull();
  });

  it('keeps a query-string token out of logged addresses', () => {
    expect(redactQueryToken(`/api?action=uploadInvoice&token=${token}`)).toBe('/api?action=uploadInvoice&token=[redacted]');
    expect(redactQueryToken(`/api?token=${token}&action=uploadInvoice`)).toBe('/api?token=[redacted]&action=uploadInvoice');
    expect(redactQueryToken('/api?action=destinations')).toBe('/api?action=destinations');
  });
});
