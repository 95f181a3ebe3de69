/**
 * Writes this Strapi 4's content model from the Strapi 5 schemas in apps/cms (decision 053), so there is
 * one definition: the public content types and their components, and the user with its name fields.
 * Left out is what only this project's own CMS code uses: private fields, and relations to types that
 * are not here. Everything else is the same JSON; Strapi 4.25 reads it as it is (blocks included).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PUBLIC_TYPES, USER_FIELDS } = require('../../shared/content-model.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(process.env.STRAPI5_SRC_DIR ?? path.join(root, '..', '..', 'apps', 'cms', 'src'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const USER_UID = 'plugin::users-permissions.user';
// Relations to these stay; the two plugin types come with users-permissions and upload.
const present = new Set([
  ...PUBLIC_TYPES.map((name) => `api::${name}.${name}`),
  USER_UID,
  'plugin::users-permissions.role',
  'plugin::upload.file',
]);

function keptAttributes(attributes, keep = (name, attribute) => !attribute.private) {
  const kept = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!keep(name, attribute)) continue;
    if (attribute.type === 'relation' && !present.has(attribute.target)) continue;
    kept[name] = { ...attribute };
  }
  return kept;
}

/** inversedBy/mappedBy only where the other side is still there; Strapi refuses a one-sided pair. A plugin's own type keeps its side. */
function pairRelations(schemas) {
  const byUid = new Map(schemas.map((schema) => [schema.uid, schema]));
  for (const { schema } of schemas)
    for (const attribute of Object.values(schema.attributes)) {
      const other = byUid.get(attribute.target);
      for (const key of ['inversedBy', 'mappedBy'])
        if (attribute[key] && other && !other.schema.attributes[attribute[key]]) delete attribute[key];
    }
}

const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

for (const folder of ['api', 'components', 'extensions']) rmSync(path.join(root, 'src', folder), { recursive: true, force: true });

const types = PUBLIC_TYPES.map((name) => {
  const schema = readJson(path.join(source, 'api', name, 'content-types', name, 'schema.json'));
  return { uid: `api::${name}.${name}`, name, schema: { ...schema, attributes: keptAttributes(schema.attributes) } };
});
const userSchema = readJson(path.join(source, 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'));
const user = {
  uid: USER_UID,
  schema: { ...userSchema, attributes: keptAttributes(userSchema.attributes, (name) => USER_FIELDS.includes(name)) },
};
pairRelations([...types, user]);

for (const { name, schema } of types) {
  const api = path.join(root, 'src', 'api', name);
  const uid = `'api::${name}.${name}'`;
  write(path.join(api, 'content-types', name, 'schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
  write(
    path.join(api, 'routes', `${name}.js`),
    `'use strict';\n\nmodule.exports = require('@strapi/strapi').factories.createCoreRouter(${uid});\n`,
  );
  write(
    path.join(api, 'controllers', `${name}.js`),
    `'use strict';\n\nmodule.exports = require('@strapi/strapi').factories.createCoreController(${uid});\n`,
  );
  write(
    path.join(api, 'services', `${name}.js`),
    `'use strict';\n\nmodule.exports = require('@strapi/strapi').factories.createCoreService(${uid});\n`,
  );
}
write(
  path.join(root, 'src', 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'),
  `${JSON.stringify(user.schema, null, 2)}\n`,
);

for (const category of readdirSync(path.join(source, 'components')))
  for (const file of readdirSync(path.join(source, 'components', category))) {
    const component = readJson(path.join(source, 'components', category, file));
    component.attributes = keptAttributes(component.attributes);
    write(path.join(root, 'src', 'components', category, file), `${JSON.stringify(component, null, 2)}\n`);
  }
console.log(`Strapi 4 content model written from ${source}: ${PUBLIC_TYPES.length} types, the user, the components.`);
