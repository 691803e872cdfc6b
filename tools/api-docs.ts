// Generates docs/api.md from the zod contract, so the reference of all actions is never written by hand.
// `npm run docs:api` writes it; the test api-docs.test.ts fails when the committed file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { actions } from '../packages/contract/src/index.ts';
import { errorCatalogue } from '../packages/contract/src/errors.ts';
import { z } from 'zod';

export const apiDocsPath = path.join(import.meta.dirname, '..', 'docs', 'api.md');

function schemaBlock(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete (json as Record<string, unknown>).$schema;
  return '```json\n' + JSON.stringify(json, null, 2) + '\n```';
}

export function renderApiDocs(): string {
  const lines = [
    '# Action API reference',
    '',
    'Generated from `packages/contract` by `npm run docs:api`; do not edit by hand.',
    '',
    '`POST /api` (or `/api/`) with a form-encoded, multipart or JSON body whose `action` field names the operation;',
    'public reads also answer `GET /api?action=NAME&…` with `ETag` and `Cache-Control`. A bearer token goes in',
    '`Authorization: Bearer …`. Every answer is an envelope: `success` 1 with `msg` and the data fields below, or',
    '`success` 0 with `msg`, a stable `code`, `fields` (on 400) and `login_required: 1` (on 401).',
    '',
    '## Error codes',
    '',
    '| code | HTTP | English message |',
    '|---|---|---|',
    ...Object.entries(errorCatalogue).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.en} |`),
    '',
    '## Actions',
    '',
  ];
  for (const a of actions) {
    lines.push(`### \`${a.name}\``, '', a.summary, '');
    lines.push(`Auth: **${a.auth}**. ${a.cacheSeconds > 0 ? `GET allowed, cached ${a.cacheSeconds} s.` : 'POST only.'}`, '');
    lines.push(
      'Input fields:',
      '',
      schemaBlock(a.input, 'input'),
      '',
      'Data fields of a successful answer:',
      '',
      schemaBlock(a.output, 'output'),
      '',
    );
  }
  return lines.join('\n');
}

if (import.meta.main) {
  fs.mkdirSync(path.dirname(apiDocsPath), { recursive: true });
  fs.writeFileSync(apiDocsPath, renderApiDocs());
  console.log(`wrote ${path.relative(process.cwd(), apiDocsPath)}`);
}
