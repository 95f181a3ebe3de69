import { describe, expect, it } from 'vitest';
import { defaultListLayout, dutchConfiguration, type CmConfiguration, type CmModel } from './admin-labels';
import type { TypeTexts } from '../admin-labels/dutch-labels';

// The Content Manager's model of a type: `id` first, `documentId` last (its data-mapper).
const model: CmModel = {
  uid: 'api::vacancy.vacancy',
  attributes: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'blocks' },
    employmentType: { type: 'enumeration' },
    place: { type: 'relation', relationType: 'manyToOne' },
    datePosted: { type: 'date' },
    createdAt: { type: 'datetime' },
    documentId: { type: 'string' },
  },
};

const texts: TypeTexts = {
  list: ['title', 'place', 'datePosted'],
  sort: { by: 'datePosted', order: 'DESC' },
  fields: {
    title: { label: 'Titel', description: 'Functietitel.' },
    description: { label: 'Beschrijving', description: 'De volledige tekst.' },
    employmentType: { label: 'Soort dienstverband', description: 'PART_TIME = deeltijd.' },
    place: { label: 'Plaats', description: 'Waar het werk is.' },
    datePosted: { label: 'Plaatsingsdatum', description: 'Nieuwste eerst.' },
  },
};

/** What Strapi 5.54 creates for a new type (services/utils/configuration). */
function strapiDefault(): CmConfiguration {
  const metadatas = Object.fromEntries(
    Object.keys(model.attributes).map((name) => [
      name,
      {
        edit: { label: name, description: '', placeholder: '', visible: true, editable: true },
        list: { label: name, searchable: true, sortable: true },
      },
    ]),
  );
  return {
    settings: { pageSize: 10, mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
    metadatas,
    layouts: { list: defaultListLayout(model), edit: [[{ name: 'title', size: 6 }]] },
  };
}

describe('dutchConfiguration', () => {
  it("knows Strapi's default list columns: the first four listable fields, id first", () => {
    expect(defaultListLayout(model)).toEqual(['id', 'title', 'employmentType', 'place']);
  });

  it("replaces Strapi's defaults with the Dutch labels, descriptions, columns and order", () => {
    const { configuration, applied, changed } = dutchConfiguration(model, strapiDefault(), texts, undefined);
    expect(changed).toBe(true);
    expect(configuration.metadatas!.title.edit).toMatchObject({ label: 'Titel', description: 'Functietitel.', visible: true });
    expect(configuration.metadatas!.title.list).toMatchObject({ label: 'Titel', sortable: true });
    expect(configuration.metadatas!.createdAt.list!.label).toBe('Aangemaakt op');
    expect(configuration.layouts).toEqual({ list: ['title', 'place', 'datePosted'], edit: [[{ name: 'title', size: 6 }]] });
    expect(configuration.settings).toMatchObject({
      pageSize: 10,
      mainField: 'title',
      defaultSortBy: 'datePosted',
      defaultSortOrder: 'DESC',
    });
    expect(applied.fields.title).toEqual({ label: 'Titel', description: 'Functietitel.' });
    expect(applied.list).toEqual(['title', 'place', 'datePosted']);
    expect(applied.sort).toEqual({ by: 'datePosted', order: 'DESC' });

    // A second start has nothing to write.
    expect(dutchConfiguration(model, configuration, texts, applied).changed).toBe(false);
  });

  it('keeps what an editor changed: a label, a description, the columns, the order', () => {
    const first = dutchConfiguration(model, strapiDefault(), texts, undefined);
    const edited = structuredClone(first.configuration);
    edited.metadatas!.title.edit!.label = 'Functie';
    edited.metadatas!.title.list!.label = 'Functie';
    edited.metadatas!.place.edit!.description = 'Onze eigen uitleg.';
    edited.layouts!.list = ['title', 'employmentType'];
    edited.settings!.defaultSortBy = 'createdAt';

    const { configuration, changed } = dutchConfiguration(model, edited, texts, first.applied);
    expect(changed).toBe(false);
    expect(configuration.metadatas!.title.edit!.label).toBe('Functie');
    expect(configuration.metadatas!.place.edit!.description).toBe('Onze eigen uitleg.');
    expect(configuration.layouts!.list).toEqual(['title', 'employmentType']);
    expect(configuration.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });

    // Also when this code never ran before (an editor translated the labels by hand).
    const byHand = strapiDefault();
    byHand.metadatas!.title.edit!.label = 'Functie';
    byHand.layouts!.list = ['title', 'datePosted'];
    const fresh = dutchConfiguration(model, byHand, texts, undefined);
    expect(fresh.configuration.metadatas!.title.edit!.label).toBe('Functie');
    expect(fresh.configuration.metadatas!.title.edit!.description).toBe('Functietitel.');
    expect(fresh.configuration.layouts!.list).toEqual(['title', 'datePosted']);
    expect(fresh.applied.fields.title.label).toBe('title');
  });

  it('brings its own earlier texts up to date', () => {
    const first = dutchConfiguration(model, strapiDefault(), texts, undefined);
    const newer: TypeTexts = {
      ...texts,
      list: ['title', 'datePosted'],
      fields: { ...texts.fields, employmentType: { label: 'Dienstverband', description: 'PART_TIME = deeltijd, INTERN = stage.' } },
    };
    const { configuration, changed } = dutchConfiguration(model, first.configuration, newer, first.applied);
    expect(changed).toBe(true);
    expect(configuration.metadatas!.employmentType.edit).toMatchObject({
      label: 'Dienstverband',
      description: 'PART_TIME = deeltijd, INTERN = stage.',
    });
    expect(configuration.layouts!.list).toEqual(['title', 'datePosted']);
  });

  it('leaves out list columns the type cannot show', () => {
    const { configuration } = dutchConfiguration(model, strapiDefault(), { ...texts, list: ['title', 'description'] }, undefined);
    expect(configuration.layouts!.list).toEqual(['title']);
  });
});
