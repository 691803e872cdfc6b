import { expect, it } from 'vitest';
import { siteLinkTarget } from './site-link-target.ts';

it('keeps only single-slash paths in the site, shows http(s) addresses as external and refuses the rest', () => {
  expect(siteLinkTarget('/d/al-qasba')).toEqual({ kind: 'site', to: '/d/al-qasba' });
  expect(siteLinkTarget('/')).toEqual({ kind: 'site', to: '/' });
  expect(siteLinkTarget('https://visitsharjah.example/en')).toEqual({
    kind: 'external',
    href: 'https://visitsharjah.example/en',
  });
  for (const href of ['//evil.example', '/\\evil.example', '///evil.example', 'javascript:alert(1)', 'evil.example', '']) {
    expect([href, siteLinkTarget(href).kind]).toEqual([href, 'unsafe']);
  }
});
