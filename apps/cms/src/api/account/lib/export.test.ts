import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataType } from '../../../lib/personal-data';
import { exportFileName, personalDataZip, safeZipName, zipNames } from './export';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const owner = { id: 7, documentId: 'u7', email: 'anna@example.nl', confirmed: true };
const strapi = {} as Core.Strapi;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'export-test-'));
  await writeFile(path.join(dir, 'a'), Buffer.alloc(300_000, 1));
  await writeFile(path.join(dir, 'b'), 'tweede');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the personal-data ZIP (decision 049)', () => {
  it('holds LEESMIJ.txt, gegevens.json with every section, and the files streamed from disk', async () => {
    const types: PersonalDataType[] = [
      { key: 'profile', covers: [], erase: async () => undefined, export: async (_s, user) => ({ email: user.email }) },
      {
        key: 'applications',
        covers: [],
        erase: async () => undefined,
        export: async (_s, _u, files) => [
          { cv: files.add('cv/abc-mijn cv.pdf', path.join(dir, 'a')) },
          { cv: files.add('cv/abc-mijn cv.pdf', path.join(dir, 'b')) },
        ],
      },
    ];
    const now = new Date('2026-11-27T22:30:00Z');
    const { stream, files } = await personalDataZip(strapi, owner, { now, types });
    expect(files).toBe(2);
    const zip = await JSZip.loadAsync(await read(stream));
    expect(Object.keys(zip.files).filter((name) => !zip.files[name].dir)).toEqual([
      'LEESMIJ.txt',
      'gegevens.json',
      'cv/abc-mijn cv.pdf',
      'cv/abc-mijn cv (2).pdf',
    ]);
    const data = JSON.parse(await zip.file('gegevens.json')!.async('string'));
    expect(data).toMatchObject({
      exportedAt: '2026-11-27T22:30:00.000Z',
      profile: { email: 'anna@example.nl' },
      applications: [{ cv: 'cv/abc-mijn cv.pdf' }, { cv: 'cv/abc-mijn cv (2).pdf' }],
    });
    expect((await zip.file('cv/abc-mijn cv.pdf')!.async('nodebuffer')).equals(Buffer.alloc(300_000, 1))).toBe(true);
    expect(await zip.file('cv/abc-mijn cv (2).pdf')!.async('string')).toBe('tweede');
    expect(await zip.file('LEESMIJ.txt')!.async('string')).toContain('gegevens.json');
  });

  it('a download cut off halfway ends without an error left hanging', async () => {
    const types: PersonalDataType[] = [
      {
        key: 'applications',
        covers: [],
        erase: async () => undefined,
        export: async (_s, _u, files) => [files.add('cv/a.pdf', path.join(dir, 'a')), files.add('cv/b.pdf', path.join(dir, 'b'))],
      },
    ];
    const { stream } = await personalDataZip(strapi, owner, { types });
    await new Promise<void>((resolve) => {
      stream.once('data', () => stream.destroy());
      stream.once('close', resolve);
    });
    expect(stream.destroyed).toBe(true);
  });

  it('keeps names inside their folder', () => {
    expect(safeZipName('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(safeZipName('')).toBe('bestand');
    const name = zipNames();
    expect(name('cv/', 'CV.pdf')).toBe('cv/CV.pdf');
    expect(name('cv/', 'cv.pdf')).toBe('cv/cv (2).pdf');
  });

  it('is named after the day in the Netherlands', () => {
    expect(exportFileName(new Date('2026-11-27T23:30:00Z'))).toBe('mijn-gegevens-2026-11-28.zip');
  });
});
