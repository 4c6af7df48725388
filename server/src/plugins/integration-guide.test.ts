import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integrationOrdersResponseSchema } from '@bayi/common';
import { createTestApp, type TestContext } from '../test/app';

/** docs/integration.md, the integrator's quick start, held to the OpenAPI document and the API's schemas. */

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  type?: string | string[];
}

let ctx: TestContext;
let tags: Set<string>;
beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  tags = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
});
afterAll(() => ctx.close());

describe('docs/integration.md', () => {
  const guide = fs.readFileSync(new URL('../../../docs/integration.md', import.meta.url), 'utf8');

  it('points to tags the document has', () => {
    const named = [...guide.matchAll(/"((?:Entegrasyon|Yönetim)[^"]*)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((tag) => !tags.has(tag))).toEqual([]);
  });

  it('names the key one way throughout', () => {
    expect(guide).not.toMatch(/\$KEY\b/);
    expect(guide).toContain('export BAYI_KEY=');
  });

  it("shows every field of the order feed's answer, and no other", () => {
    const block = /```json\n(\{\n {2}"orders"[\s\S]*?)```/.exec(guide);
    expect(block).not.toBeNull();
    const example = JSON.parse(block![1]!);
    const problems: string[] = [];
    compare(z.toJSONSchema(integrationOrdersResponseSchema, { io: 'output' }) as JsonSchema, example, '', problems);
    expect(problems).toEqual([]);
  });
});

/** Each object of the example has exactly the properties of its schema, at every depth. */
function compare(schema: JsonSchema, value: unknown, where: string, problems: string[]): void {
  if (value === null) return;
  const branch = schema.anyOf?.find((b) => b.type !== 'null') ?? schema;
  if (branch.properties && typeof value === 'object' && !Array.isArray(value)) {
    const expected = Object.keys(branch.properties).sort();
    const given = Object.keys(value as object).sort();
    for (const key of expected) if (!given.includes(key)) problems.push(`${where}.${key} missing`);
    for (const key of given) if (!expected.includes(key)) problems.push(`${where}.${key} is not in the API`);
    for (const key of given) {
      if (branch.properties[key]) {
        compare(branch.properties[key]!, (value as Record<string, unknown>)[key], `${where}.${key}`, problems);
      }
    }
  } else if (branch.items && Array.isArray(value)) {
    value.forEach((entry, i) => compare(branch.items!, entry, `${where}[${i}]`, problems));
  }
}
