import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('follows PORT when it is not set, so links lead back to this server', () => {
    expect(loadConfig({ PUBLIC_URL: '', PORT: '3177' }).PUBLIC_URL).toBe('http://localhost:3177');
    expect(loadConfig({ PUBLIC_URL: '', PORT: '3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('keeps the address it is given, whatever the port', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://experiences.example', PORT: '8080' }).PUBLIC_URL).toBe(
      'https://experiences.example',
    );
  });

  it('refuses an address that is not a URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'experiences.example' })).toThrow(/PUBLIC_URL/);
  });
});
