'use strict';

/**
 * Writes this Strapi 3's content model from the Strapi 5 schemas in apps/cms (decision 053), so there is
 * one definition: the public content types (api/<name>/models, config/routes.json, controllers, services),
 * their components, and the user with its name fields. Strapi 3's notation differs from 4 and 5:
 * - relations are `model` (one) or `collection` (many) with `via` for the other side's field;
 * - rich text (Strapi 5's `blocks`) is `richtext`, Markdown, as a Strapi 3 site owner has it: the importer
 *   writes blocks as Markdown and the site's mappers read Markdown back as blocks (normalize-markdown.ts);
 * - media fields are left out: Strapi 3's upload plugin needs sharp, whose install fetches libvips from
 *   GitHub, so this Strapi 3 has no uploads and the site shows these entries without images.
 * Left out as on Strapi 4: private fields, and relations to types that are not here. Routes are the
 * reads only (find, count, findOne; find for the single type): the site writes nothing to them.
 * Runs on any Node ≥ 14 (`npm start` runs it on Node 14 before Strapi).
 */
const { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('fs');
const path = require('path');
const { PUBLIC_TYPES, USER_FIELDS } = require('../../shared/content-model.cjs');

const root = path.resolve(__dirname, '..');
const source = path.resolve(process.env.STRAPI5_SRC_DIR || path.join(root, '..', '..', 'apps', 'cms', 'src'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const writeJson = (file, value) => write(file, `${JSON.stringify(value, null, 2)}\n`);

const USER_UID = 'plugin::users-permissions.user';
/** Strapi 5 uid → Strapi 3 model name (and plugin), for the types that are here. */
const models = new Map(PUBLIC_TYPES.map((name) => [`api::${name}.${name}`, { model: name }]));
models.set(USER_UID, { model: 'user', plugin: 'users-permissions' });

/** What Strapi 3 knows of an attribute; Strapi 5's own keys (pluginOptions, conditions, …) go. */
const KEPT_KEYS = [
  'type',
  'required',
  'unique',
  'default',
  'min',
  'max',
  'minLength',
  'maxLength',
  'regex',
  'enum',
  'targetField',
  'private',
];

/** Strapi 5 relations of one type, with where the other side points back, for `via`. */
function inverseField(schemas, uid, attribute) {
  const other = schemas.get(attribute.target);
  const back = attribute.inversedBy || attribute.mappedBy;
  return other && back && other.attributes[back] ? back : undefined;
}

function toV3Attribute(schemas, uid, attribute) {
  if (attribute.type === 'media') return null;
  if (attribute.type === 'relation') {
    const target = models.get(attribute.target);
    if (!target) return null;
    const many = attribute.relation === 'oneToMany' || attribute.relation === 'manyToMany';
    const relation = { [many ? 'collection' : 'model']: target.model };
    if (target.plugin) relation.plugin = target.plugin;
    const via = inverseField(schemas, uid, attribute);
    if (via) relation.via = via;
    if (attribute.relation === 'manyToMany' && attribute.inversedBy) relation.dominant = true;
    return relation;
  }
  if (attribute.type === 'component')
    return { type: 'component', repeatable: Boolean(attribute.repeatable), component: attribute.component };
  if (attribute.type === 'dynamiczone') return { type: 'dynamiczone', components: attribute.components };
  const kept = {};
  for (const key of KEPT_KEYS) if (attribute[key] !== undefined) kept[key] = attribute[key];
  if (attribute.type === 'blocks') kept.type = 'richtext';
  return kept;
}

function toV3Attributes(schemas, uid, attributes, keep) {
  const result = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!keep(name, attribute)) continue;
    const converted = toV3Attribute(schemas, uid, attribute);
    if (converted) result[name] = converted;
  }
  return result;
}

const isPublic = (name, attribute) => !attribute.private;

// Strapi 5 schemas with their private fields already gone, so no `via` points at a field that is not here.
const schemas = new Map();
for (const name of PUBLIC_TYPES) {
  const schema = readJson(path.join(source, 'api', name, 'content-types', name, 'schema.json'));
  const attributes = Object.fromEntries(Object.entries(schema.attributes).filter(([field, attribute]) => isPublic(field, attribute)));
  schemas.set(`api::${name}.${name}`, { ...schema, attributes });
}

for (const folder of ['api', 'components', path.join('extensions', 'users-permissions', 'models')])
  rmSync(path.join(root, folder), { recursive: true, force: true });
mkdirSync(path.join(root, 'public'), { recursive: true });

for (const name of PUBLIC_TYPES) {
  const uid = `api::${name}.${name}`;
  const schema = schemas.get(uid);
  const api = path.join(root, 'api', name);
  writeJson(path.join(api, 'models', `${name}.settings.json`), {
    kind: schema.kind,
    collectionName: schema.collectionName,
    info: { name, description: schema.info.description || '' },
    options: { increments: true, timestamps: true, draftAndPublish: Boolean(schema.options && schema.options.draftAndPublish) },
    attributes: toV3Attributes(schemas, uid, schema.attributes, () => true),
  });
  write(path.join(api, 'models', `${name}.js`), "'use strict';\n\nmodule.exports = {};\n");
  write(path.join(api, 'controllers', `${name}.js`), "'use strict';\n\nmodule.exports = {};\n");
  write(path.join(api, 'services', `${name}.js`), "'use strict';\n\nmodule.exports = {};\n");
  const base = `/${schema.info.pluralName}`;
  const route = (routePath, action) => ({ method: 'GET', path: routePath, handler: `${name}.${action}`, config: { policies: [] } });
  const routes =
    schema.kind === 'singleType'
      ? [route(`/${schema.info.singularName}`, 'find')]
      : [route(base, 'find'), route(`${base}/count`, 'count'), route(`${base}/:id`, 'findOne')];
  writeJson(path.join(api, 'config', 'routes.json'), { routes });
}

for (const category of readdirSync(path.join(source, 'components')))
  for (const file of readdirSync(path.join(source, 'components', category))) {
    const component = readJson(path.join(source, 'components', category, file));
    writeJson(path.join(root, 'components', category, file), {
      collectionName: component.collectionName,
      info: { name: component.info.displayName, description: component.info.description || '', icon: component.info.icon || 'cube' },
      options: {},
      attributes: toV3Attributes(schemas, null, component.attributes, isPublic),
    });
  }

// Strapi 3's own user (an extension replaces the plugin's model whole) plus the name fields of apps/cms's user.
const pluginUser = readJson(path.join(root, 'node_modules', 'strapi-plugin-users-permissions', 'models', 'User.settings.json'));
const userSchema = readJson(path.join(source, 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'));
for (const field of USER_FIELDS)
  if (!pluginUser.attributes[field] && userSchema.attributes[field])
    pluginUser.attributes[field] = toV3Attribute(schemas, USER_UID, userSchema.attributes[field]);
writeJson(path.join(root, 'extensions', 'users-permissions', 'models', 'User.settings.json'), pluginUser);

console.log(`Strapi 3 content model written from ${source}: ${PUBLIC_TYPES.length} types, the user, the components.`);
