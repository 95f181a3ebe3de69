import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Strapi's generated types (types/generated, committed so the code is typed on a fresh clone) are
 * rewritten by `npm run types -w apps/cms` and by every `strapi develop`. This catches a content type
 * or field changed in a schema.json without the types being generated again.
 */
const CMS = path.resolve(__dirname, '../..');
const generated = readFileSync(path.join(CMS, 'types/generated/contentTypes.d.ts'), 'utf8');

function schemas(): Array<{ uid: string; attributes: string[] }> {
  const api = path.join(CMS, 'src/api');
  return readdirSync(api).flatMap((apiName) => {
    const dir = path.join(api, apiName, 'content-types');
    let types: string[];
    try {
      types = readdirSync(dir);
    } catch {
      return [];
    }
    return types.map((typeName) => {
      const schema = JSON.parse(readFileSync(path.join(dir, typeName, 'schema.json'), 'utf8'));
      return { uid: `api::${apiName}.${typeName}`, attributes: Object.keys(schema.attributes) };
    });
  });
}

/** The `attributes: { … }` block of the interface registered under `uid`. */
function generatedAttributes(uid: string): string[] | null {
  const name = new RegExp(`'${uid.replace(/[.:]/g, '\\$&')}': (\\w+);`).exec(generated)?.[1];
  if (!name) return null;
  const start = generated.indexOf(`export interface ${name} `);
  const block = generated.slice(generated.indexOf('attributes: {', start), generated.indexOf('\n  };\n}', start));
  return [...block.matchAll(/^ {4}(\w+):/gm)].map((match) => match[1]);
}

describe("Strapi's generated types match the content types", () => {
  it.each(schemas().map((schema) => [schema.uid, schema] as const))('%s', (_uid, schema) => {
    const attributes = generatedAttributes(schema.uid);
    expect(attributes, `${schema.uid} is missing from types/generated: run npm run types -w apps/cms`).not.toBeNull();
    expect(attributes).toEqual(expect.arrayContaining(schema.attributes));
  });
});
