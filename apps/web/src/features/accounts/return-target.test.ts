import { describe, expect, test } from 'vitest';
import { chooseReturnPath, sameSitePath } from './return-target.ts';

describe('chooseReturnPath', () => {
  test('redirect_url wins when it is a path of this site', () => {
    expect(chooseReturnPath('/edit-profile', '/d/al-noor-island')).toBe('/edit-profile');
    expect(chooseReturnPath('/p/desert-safari?date=2026-01-02', null)).toBe('/p/desert-safari?date=2026-01-02');
  });

  test('without redirect_url the last visited path is used', () => {
    expect(chooseReturnPath(null, '/d/al-noor-island')).toBe('/d/al-noor-island');
    expect(chooseReturnPath('', '/vouchers')).toBe('/vouchers');
  });

  test('with neither, sign-in goes home', () => {
    expect(chooseReturnPath(null, null)).toBe('/');
  });

  test('an external redirect_url is refused and the next choice is used', () => {
    expect(chooseReturnPath('https://evil.example/', '/settings')).toBe('/settings');
    expect(chooseReturnPath('//evil.example/path', null)).toBe('/');
  });
});

describe('sameSitePath', () => {
  test('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/ok\\..\\',
      '/\tevil',
      'evil.example/path',
      ' //evil.example',
    ]) {
      expect(sameSitePath(bad), bad).toBeNull();
    }
  });

  test('refuses the sign-in pages, so sign-in does not return to itself', () => {
    expect(sameSitePath('/login')).toBeNull();
    expect(sameSitePath('/login?redirect_url=%2F')).toBeNull();
    expect(sameSitePath('/register')).toBeNull();
  });

  test('keeps paths of this site with their query', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/stores/gsharshop/cart')).toBe('/stores/gsharshop/cart');
    expect(sameSitePath('/s/safari/-1?x=1')).toBe('/s/safari/-1?x=1');
  });
});
