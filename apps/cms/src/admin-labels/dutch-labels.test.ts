import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENUM_LABELS, READABLE_AS_IS } from '../admin/enum-labels';
import { BUILT_IN_FIELDS, DUTCH_ADMIN_TEXTS } from './dutch-labels';

/** Every content type and component the Content Manager shows, read from the schemas as Strapi reads them. */
const SRC = path.resolve(__dirname, '..');

type Attribute = { type: string; enum?: string[]; relation?: string };
type Schema = { uid: string; attributes: Record<string, Attribute> };

function schemas(): Schema[] {
  const api = path.join(SRC, 'api');
  const contentTypes = readdirSync(api).flatMap((apiName) => {
    const dir = path.join(api, apiName, 'content-types');
    let types: string[];
    try {
      types = readdirSync(dir);
    } catch {
      return [];
    }
    return types.map((typeName) => ({
      uid: `api::${apiName}.${typeName}`,
      attributes: JSON.parse(readFileSync(path.join(dir, typeName, 'schema.json'), 'utf8')).attributes,
    }));
  });
  const componentsDir = path.join(SRC, 'components');
  const components = readdirSync(componentsDir).flatMap((category) =>
    readdirSync(path.join(componentsDir, category))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        uid: `${category}.${file.slice(0, -'.json'.length)}`,
        attributes: JSON.parse(readFileSync(path.join(componentsDir, category, file), 'utf8')).attributes,
      })),
  );
  return [...contentTypes, ...components];
}

const ALL = schemas();
const NON_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const NON_SORTABLE = [...NON_LISTABLE, 'component', 'media'];

describe('Dutch texts in the Content Manager', () => {
  it('cover every content type and component, and nothing that is gone', () => {
    expect(Object.keys(DUTCH_ADMIN_TEXTS).sort()).toEqual(ALL.map((schema) => schema.uid).sort());
  });

  it.each(ALL.map((schema) => [schema.uid, schema] as const))('%s: every field has a Dutch label and description', (uid, schema) => {
    const texts = DUTCH_ADMIN_TEXTS[uid];
    expect(texts, `${uid} is missing from src/admin-labels/dutch-labels.ts`).toBeDefined();
    for (const name of Object.keys(schema.attributes)) {
      const text = texts.fields[name];
      expect(text, `${uid}.${name} has no Dutch label in src/admin-labels/dutch-labels.ts`).toBeDefined();
      expect(text.label.trim(), `${uid}.${name}: label`).not.toBe('');
      expect(text.label, `${uid}.${name}: label is the raw field name`).not.toBe(name);
      expect(text.description.trim(), `${uid}.${name}: description`).not.toBe('');
    }
    expect(
      Object.keys(texts.fields).filter((name) => !(name in schema.attributes)),
      `${uid}: texts for fields that are gone`,
    ).toEqual([]);
  });

  it.each(ALL.map((schema) => [schema.uid, schema] as const))(
    '%s: list columns and order name fields that can be listed and sorted',
    (uid, schema) => {
      const { list = [], sort } = DUTCH_ADMIN_TEXTS[uid];
      const type = (name: string) => schema.attributes[name]?.type ?? (name in BUILT_IN_FIELDS ? 'builtin' : undefined);
      for (const name of list) {
        expect(type(name), `${uid}: list column ${name}`).toBeDefined();
        expect(NON_LISTABLE, `${uid}: list column ${name}`).not.toContain(type(name));
      }
      expect(new Set(list).size).toBe(list.length);
      if (sort) {
        expect(type(sort.by), `${uid}: order by ${sort.by}`).toBeDefined();
        expect(NON_SORTABLE).not.toContain(type(sort.by));
        const relation = schema.attributes[sort.by]?.relation;
        expect(relation === undefined || relation === 'manyToOne' || relation === 'oneToOne').toBe(true);
      }
    },
  );

  it.each(ALL.map((schema) => [schema.uid, schema] as const))(
    '%s: every enumeration value has a Dutch name, explained in the description',
    (uid, schema) => {
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type !== 'enumeration') continue;
        const description = DUTCH_ADMIN_TEXTS[uid].fields[name].description;
        for (const value of attribute.enum ?? []) {
          if (READABLE_AS_IS.has(value)) continue;
          expect(ENUM_LABELS[value], `${uid}.${name}: ${value} has no name in src/admin/enum-labels.ts`).toBeDefined();
          expect(description, `${uid}.${name}: the description does not say what ${value} means ("${value} = …")`).toContain(`${value} = `);
        }
      }
    },
  );

  it('names no enumeration value that no schema has', () => {
    const values = new Set(ALL.flatMap((schema) => Object.values(schema.attributes).flatMap((attribute) => attribute.enum ?? [])));
    expect([...Object.keys(ENUM_LABELS), ...READABLE_AS_IS].filter((value) => !values.has(value))).toEqual([]);
  });
});
