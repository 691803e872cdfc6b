// Generates docs/api.md from the zod contract, so the reference of all actions is never written by hand.
// `npm run docs:api` writes it; the test api-docs.test.ts fails when the committed file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { actions } from '../packages/contract/src/index.ts';
import { errorCatalogue } from '../packages/contract/src/errors.ts';
import { specAnswers, specCalls, specEntities } from '../packages/contract/src/spec-calls.ts';
import { z } from 'zod';

export const apiDocsPath = path.join(import.meta.dirname, '..', 'docs', 'api.md');

function schemaBlock(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete (json as Record<string, unknown>).$schema;
  return '```json\n' + JSON.stringify(json, null, 2) + '\n```';
}

/** The schema found at a path like `data[].order_meals[]` of an answer schema, or undefined. */
function schemaAt(schema: z.ZodType, at: string): z.ZodType | undefined {
  const unwrap = (s: z.ZodType): z.ZodType => {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      return unwrap(s.unwrap() as z.ZodType);
    if (s instanceof z.ZodPipe) return unwrap(s.out as z.ZodType);
    return s;
  };
  let current: z.ZodType | undefined = unwrap(schema);
  for (const step of at.split('.').filter(Boolean)) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    const field: z.ZodType | undefined =
      current instanceof z.ZodObject ? (current.shape[key] as z.ZodType | undefined) : undefined;
    current = field && unwrap(field);
    if (list) current = current instanceof z.ZodArray ? unwrap(current.element as z.ZodType) : undefined;
  }
  return current;
}

/** The specification's rows for an action, then which answer fields are the specification's and which are ours. */
function specSection(name: string, output: z.ZodType): string[] {
  const rows = specCalls.filter((c) => c.action === name);
  if (rows.length === 0) return ['Not in the specification: an addition of this portal.', ''];
  const lines = ['Specification:', ''];
  for (const c of rows) {
    lines.push(
      `- part ${c.part} §7${c.variant ? ` (${c.variant})` : ''}: payload **${c.payload}**${c.form === 'multipart' ? ' (multipart)' : ''}` +
        `${c.bearer ? ', bearer token' : ''} → answer used: ${c.answer}${c.pendingIssue ? ` — not built yet (issue ${c.pendingIssue})` : ''}`,
    );
  }
  lines.push('');
  for (const { at, entity } of specAnswers[name] ?? []) {
    const fields: readonly string[] = specEntities[entity];
    const found = schemaAt(output, at);
    const ours = found instanceof z.ZodObject ? Object.keys(found.shape).filter((k) => !fields.includes(k)) : [];
    lines.push(
      `- \`${at || '(the answer)'}\` — ${entity} (§3): ${fields.map((f) => `\`${f}\``).join(', ')}` +
        (ours.length ? `; our additions: ${ours.map((f) => `\`${f}\``).join(', ')}` : ''),
    );
  }
  return [...lines, ''];
}

export function renderApiDocs(): string {
  const lines = [
    '# Action API reference',
    '',
    'Generated from `packages/contract` by `npm run docs:api`; do not edit by hand.',
    '',
    '`POST /api` (or `/api/`) with a form-encoded, multipart or JSON body whose `action` field names the operation;',
    'public reads also answer `GET /api?action=NAME&…` with `ETag` and `Cache-Control`. A bearer token goes in',
    '`Authorization: Bearer …`. Every answer is an envelope: `success` 1 with `msg`, the same text as `message`, and',
    'the data fields below, or',
    "`success` 0 with `msg`, `message` and `title` in the caller's language, a stable `code`, `fields` (on 400) and",
    '`login_required: 1` (on 401).',
    '',
    "The wire protocol is the specification's (docs/decisions/018-wire-protocol.md): its payload field names and",
    'forms, its §3 field names in answers. Every date input takes `MM/DD/YYYY` or `YYYY-MM-DD`; every timestamp in an',
    'answer is Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS`; image fields are paths under `files/`, fetched as',
    '`/files/<path>?w=380&h=500`; remaining tickets are `""` when unlimited. For each action the specification\'s',
    'payload and answer come first, then the full schema with our optional additions.',
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
    lines.push(`### \`${a.name}\``, '', a.summary, '', ...specSection(a.name, a.output));
    const session = a.optionalSession
      ? ' A bearer token, when sent, is read; without one (or with a dead one) the caller is a visitor.'
      : '';
    lines.push(
      `Auth: **${a.auth}**.${session} ${a.cacheSeconds > 0 ? `GET allowed, cached ${a.cacheSeconds} s.` : 'POST only.'}`,
      '',
    );
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
  const pending = specCalls.filter((c) => c.pendingIssue !== undefined && !actions.some((a) => a.name === c.action));
  if (pending.length) {
    lines.push(
      '## Calls of the specification not built yet',
      '',
      '| action | payload | answer used | built by |',
      '|---|---|---|---|',
    );
    for (const c of pending) lines.push(`| \`${c.action}\` | ${c.payload} | ${c.answer} | issue ${c.pendingIssue} |`);
    lines.push('');
  }
  return lines.join('\n');
}

if (import.meta.main) {
  fs.mkdirSync(path.dirname(apiDocsPath), { recursive: true });
  fs.writeFileSync(apiDocsPath, renderApiDocs());
  console.log(`wrote ${path.relative(process.cwd(), apiDocsPath)}`);
}
