import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { collectPersonalData, erasePersonalData } from './account-data';
import { NOT_A_VISITORS_DATA, PERSONAL_DATA } from '../../../bootstrap/personal-data';
import type { PersonalDataType } from '../../../lib/personal-data';

const SRC = path.resolve(__dirname, '../../..');
const USER_UID = 'plugin::users-permissions.user';

type Attribute = { type?: string; target?: string };

/** Every content type in src (api::… and the users-permissions extension) with its attributes, read from schema.json. */
function contentTypes(): Array<{ uid: string; attributes: Record<string, Attribute> }> {
  const found: Array<{ uid: string; attributes: Record<string, Attribute> }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'schema.json') {
        const parts = path.relative(SRC, full).split(path.sep);
        // api/<api>/content-types/<type>/schema.json, extensions/<plugin>/content-types/<type>/schema.json
        const uid = parts[0] === 'api' ? `api::${parts[1]}.${parts[3]}` : `plugin::${parts[1]}.${parts[3]}`;
        found.push({ uid, attributes: JSON.parse(readFileSync(full, 'utf8')).attributes ?? {} });
      }
    }
  };
  walk(path.join(SRC, 'api'));
  walk(path.join(SRC, 'extensions'));
  return found;
}

/** Attributes that point at a visitor: a relation to the user, or an e-mail address. */
function personalAttributes() {
  return contentTypes().flatMap(({ uid, attributes }) =>
    Object.entries(attributes)
      .filter(([, attribute]) => (attribute.type === 'relation' && attribute.target === USER_UID) || attribute.type === 'email')
      .map(([name]) => `${uid}.${name}`),
  );
}

describe('the registry of personal data (decision 049)', () => {
  it('finds the content types it must cover (the schema reader works)', () => {
    const attributes = personalAttributes();
    expect(attributes).toContain('api::application.application.applicant');
    expect(attributes).toContain('api::registration.registration.user');
    expect(attributes).toContain('api::newsletter.newsletter-subscriber.email');
    expect(attributes).toContain(`${USER_UID}.email`);
  });

  it('covers every relation to the user and every e-mail address in any schema.json: a new type of personal data needs an entry', () => {
    const covered = new Set(PERSONAL_DATA.flatMap((type) => type.covers));
    const missing = personalAttributes().filter((attribute) => !covered.has(attribute) && !NOT_A_VISITORS_DATA[attribute]);
    expect(missing, 'add an entry with erase and export to PERSONAL_DATA (api/account/lib/account-data.ts)').toEqual([]);
  });

  it('names only attributes that exist', () => {
    const existing = new Set(contentTypes().flatMap(({ uid, attributes }) => Object.keys(attributes).map((name) => `${uid}.${name}`)));
    for (const attribute of [...PERSONAL_DATA.flatMap((type) => type.covers), ...Object.keys(NOT_A_VISITORS_DATA)])
      expect(existing, attribute).toContain(attribute);
  });

  it('gives every entry a unique key, an erase and an export', () => {
    const keys = PERSONAL_DATA.map((type) => type.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of PERSONAL_DATA) {
      expect(typeof type.erase, type.key).toBe('function');
      expect(typeof type.export, type.key).toBe('function');
    }
  });
});

describe('running the registry', () => {
  const owner = { id: 7, documentId: 'u7', email: 'anna@example.nl', confirmed: true };
  const strapi = { log: { error: () => undefined } } as unknown as Core.Strapi;

  it('erases in order and stops at the first failure, so the deletion rolls back', async () => {
    const ran: string[] = [];
    const type = (key: string, fail = false): PersonalDataType => ({
      key,
      covers: [],
      erase: async () => {
        ran.push(key);
        if (fail) throw new Error('no');
      },
      export: async () => null,
    });
    await expect(erasePersonalData(strapi, owner, [type('a'), type('b', true), type('c')])).rejects.toThrow('no');
    expect(ran).toEqual(['a', 'b']);
  });

  it('writes each export under its key', async () => {
    const types: PersonalDataType[] = [
      { key: 'a', covers: [], erase: async () => undefined, export: async (_strapi, user) => ({ id: user.id }) },
      { key: 'b', covers: [], erase: async () => undefined, export: async (_strapi, _user, files) => files.add('cv/x.pdf', '/tmp/x') },
    ];
    const added: string[] = [];
    const data = await collectPersonalData(strapi, owner, { add: (name) => (added.push(name), name) }, types);
    expect(data).toEqual({ a: { id: 7 }, b: 'cv/x.pdf' });
    expect(added).toEqual(['cv/x.pdf']);
  });
});
