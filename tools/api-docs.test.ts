import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocsPath, renderApiDocs } from './api-docs.ts';
import { actions } from '../packages/contract/src/index.ts';

describe('the generated API reference', () => {
  it('is up to date with the contract (run `npm run docs:api` after changing an action)', () => {
    expect(fs.readFileSync(apiDocsPath, 'utf8')).toBe(renderApiDocs());
  });

  it('documents every action', () => {
    const docs = renderApiDocs();
    for (const a of actions) expect(docs).toContain(`### \`${a.name}\``);
  });
});
