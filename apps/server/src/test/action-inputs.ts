import type { ActionDefinition } from '@portal/contract/action';
import { z } from 'zod';

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the input samples read. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  /** jsonText fields say so here: JSON text in a form-encoded body, the value itself in a JSON body */
  description?: string;
};

/** An action's input as a client sees it (before transforms), one object schema per branch of a union. */
export function inputVariants(action: ActionDefinition): JsonSchema[] {
  const schema = z.toJSONSchema(action.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema.oneOf ?? schema.anyOf ?? [schema];
}

/** Field names whose valid form the schema cannot say (a refinement or a transform checks it). */
const samplesByName: Record<string, string> = {
  date: '2026-12-01',
  mobile: '+971501234567',
  email: 'visitor@example.com',
  code: 'ABCD-EFGH-JKMN',
};
/** Texts tried in turn against a field's pattern and length. */
const sampleTexts = ['text', '123456', 'ABCDEF12', '10', 'visitor@example.com'];

function sampleText(schema: JsonSchema, name: string): string {
  const byName = samplesByName[name];
  if (byName !== undefined) return byName;
  const fits = (text: string) =>
    (schema.pattern === undefined || new RegExp(schema.pattern).test(text)) && text.length >= (schema.minLength ?? 0);
  return sampleTexts.find(fits) ?? 'text'.repeat(Math.ceil((schema.minLength ?? 1) / 4));
}

/** A valid-looking value for a field: every optional field filled, lists of one. */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sampleOf(branch[0]!, name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, field]) => [key, sampleOf(field, key)]));
    case 'array':
      return [sampleOf(schema.items ?? {}, name)];
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(1, low), schema.maximum ?? 1);
    }
    case 'boolean':
      return true;
    default:
      return sampleText(schema, name);
  }
}

export type Path = (string | number)[];

/** Every leaf of a sample value (a field that is not an object or a list), with its path (items.packages.0.notes). */
export function leaves(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => leaves(field, [...path, key]));
  if (schema.type === 'array') return leaves(schema.items ?? {}, [...path, 0]);
  return [{ path, schema }];
}

/** The leaves a schema declares as text. */
export const textLeaves = (schema: JsonSchema) => leaves(schema).filter((leaf) => leaf.schema.type === 'string');

/** A copy of a value with one leaf replaced (or removed with `undefined`). */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  const replaced = withLeaf(copy[head!], rest, leaf);
  if (replaced === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = replaced;
  return copy;
}

/** Whether a field takes JSON text in a form-encoded body (contract `jsonText`, which says so in its description). */
const takesJsonText = (schema: JsonSchema | undefined, key: string) =>
  schema?.properties?.[key]?.description?.includes('JSON text') ?? false;

/**
 * Top-level fields as a form-encoded body carries them: objects, lists of objects and the fields `schema`
 * marks as JSON text as JSON text, other lists of plain values as repeated fields.
 */
export function formFields(input: Record<string, unknown>, schema?: JsonSchema): [string, string][] {
  return Object.entries(input).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return [];
    if (typeof value === 'object' && value !== null && takesJsonText(schema, key)) return [[key, JSON.stringify(value)]];
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
      return value.map((v) => [key, String(v)]);
    if (typeof value === 'object' && value !== null) return [[key, JSON.stringify(value)]];
    return [[key, String(value)]];
  });
}
