import type { Core } from '@strapi/strapi';
import { BUILT_IN_FIELDS, DUTCH_ADMIN_TEXTS, type FieldText, type TypeTexts } from '../admin-labels/dutch-labels';

/**
 * Puts the Dutch labels, descriptions, list columns and list order of src/admin-labels/dutch-labels.ts
 * into the Content Manager's configuration (core store `plugin_content_manager_configuration_…`), which
 * is where the admin reads them and where editors change them (Configure the view).
 *
 * An editor's change wins: a value is only written while it is still Strapi's default or what this code
 * wrote last time (kept in the store under `api::admin-labels.applied`). So a changed Dutch text here
 * reaches existing databases too, and a label an editor renamed stays theirs.
 */

/** The parts of the Content Manager's model of a type (its `data-mapper`) this code reads. */
export type CmModel = {
  uid: string;
  attributes: Record<string, { type: string; relationType?: string }>;
  config?: { attributes?: Record<string, { hidden?: boolean }> };
};

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };

export type CmConfiguration = {
  settings?: Record<string, unknown>;
  metadatas?: Record<string, Metadata>;
  layouts?: { list?: string[]; edit?: unknown };
};

/** What was written per field, and the list and order, so the next start can tell it from an editor's change. */
export type Applied = {
  fields: Record<string, FieldText>;
  list?: string[];
  sort?: { by: string; order: 'ASC' | 'DESC' };
};

// As the Content Manager decides it (services/utils/configuration/attributes and layouts, 5.54).
const NON_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const DEFAULT_LIST_LENGTH = 4;

function isListable(model: CmModel, name: string): boolean {
  const attribute = model.attributes[name];
  if (!attribute || model.config?.attributes?.[name]?.hidden) return false;
  return !NON_LISTABLE.includes(attribute.type);
}

/** Strapi's own list columns for a new type: its first four listable fields, `id` first. */
export function defaultListLayout(model: CmModel): string[] {
  return Object.keys(model.attributes)
    .filter((name) => isListable(model, name) && name !== 'documentId')
    .slice(0, DEFAULT_LIST_LENGTH);
}

/** Strapi's own main field and default order: the first string field (else `id`), ascending. */
export function defaultMainField(model: CmModel): string {
  return Object.keys(model.attributes).find((name) => name !== 'id' && model.attributes[name].type === 'string') ?? 'id';
}

const sameList = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The configuration with the Dutch texts put in wherever Strapi's default or our last text still stands,
 * and what is ours now. `changed` is false when there is nothing to write.
 */
export function dutchConfiguration(
  model: CmModel,
  configuration: CmConfiguration,
  texts: TypeTexts,
  previous: Applied | undefined,
): { configuration: CmConfiguration; applied: Applied; changed: boolean } {
  const metadatas: Record<string, Metadata> = structuredClone(configuration.metadatas ?? {});
  const applied: Applied = { fields: {} };
  let changed = false;

  const wanted = { ...BUILT_IN_FIELDS, ...texts.fields };
  for (const [name, text] of Object.entries(wanted)) {
    const metadata = metadatas[name];
    if (!metadata) continue; // not shown by the Content Manager (e.g. a hidden field)
    const before = previous?.fields[name];
    const ours: FieldText = { label: before?.label ?? name, description: before?.description ?? '' };
    if (metadata.edit) {
      const label = metadata.edit.label;
      if ((label === name || label === before?.label) && label !== text.label) {
        metadata.edit.label = text.label;
        changed = true;
      }
      if (metadata.edit.label === text.label) ours.label = text.label;
      const description = metadata.edit.description;
      if ((!description || description === before?.description) && (description ?? '') !== text.description) {
        metadata.edit.description = text.description;
        changed = true;
      }
      if (metadata.edit.description === text.description) ours.description = text.description;
    }
    if (metadata.list) {
      const label = metadata.list.label;
      if ((label === name || label === before?.label) && label !== text.label) {
        metadata.list.label = text.label;
        changed = true;
      }
    }
    applied.fields[name] = ours;
  }

  const layouts = { ...(configuration.layouts ?? {}) };
  if (texts.list) {
    const list = texts.list.filter((name) => isListable(model, name));
    const current = layouts.list ?? [];
    if ((sameList(current, defaultListLayout(model)) || sameList(current, previous?.list)) && !sameList(current, list)) {
      layouts.list = list;
      changed = true;
    }
    if (sameList(layouts.list, list)) applied.list = list;
  }

  const settings = { ...(configuration.settings ?? {}) };
  if (texts.sort && model.attributes[texts.sort.by]) {
    const { by, order } = texts.sort;
    const isDefault = settings.defaultSortBy === defaultMainField(model) && settings.defaultSortOrder === 'ASC';
    const isOurs = previous?.sort && settings.defaultSortBy === previous.sort.by && settings.defaultSortOrder === previous.sort.order;
    if ((isDefault || isOurs) && (settings.defaultSortBy !== by || settings.defaultSortOrder !== order)) {
      settings.defaultSortBy = by;
      settings.defaultSortOrder = order;
      changed = true;
    }
    if (settings.defaultSortBy === by && settings.defaultSortOrder === order) applied.sort = { by, order };
  }

  return { configuration: { settings, metadatas, layouts }, applied, changed };
}

type ConfigurationService = {
  findConfiguration(model: CmModel): Promise<CmConfiguration>;
  updateConfiguration(model: CmModel, configuration: CmConfiguration): Promise<unknown>;
};
type ContentTypesService = ConfigurationService & { findContentType(uid: string): CmModel | undefined };
type ComponentsService = ConfigurationService & { findComponent(uid: string): CmModel | undefined };

const APPLIED_KEY = 'applied';
const store = (strapi: Core.Strapi) => strapi.store({ type: 'api', name: 'admin-labels' });

/**
 * Runs after the Content Manager's own bootstrap, which creates and syncs every configuration from the
 * schemas first. Every instance may run it at once: all write the same values.
 */
export async function applyDutchAdminLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ContentTypesService;
  const components = contentManager.service('components') as ComponentsService;
  const previous = ((await store(strapi).get({ key: APPLIED_KEY })) ?? {}) as Record<string, Applied>;
  const applied: Record<string, Applied> = {};
  let written = 0;

  for (const [uid, texts] of Object.entries(DUTCH_ADMIN_TEXTS)) {
    const isComponent = !uid.includes('::');
    const service: ConfigurationService = isComponent ? components : contentTypes;
    const model = isComponent ? components.findComponent(uid) : contentTypes.findContentType(uid);
    if (!model) continue;
    const result = dutchConfiguration(model, await service.findConfiguration(model), texts, previous[uid]);
    if (result.changed) {
      await service.updateConfiguration(model, result.configuration);
      written += 1;
    }
    applied[uid] = result.applied;
  }

  await store(strapi).set({ key: APPLIED_KEY, value: applied });
  if (written > 0) strapi.log.info(`Content Manager: Dutch labels and list views set for ${written} types and components.`);
}
