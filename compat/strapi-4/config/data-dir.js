const { mkdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Where this Strapi 4 keeps its SQLite file and uploads: STRAPI4_DATA_DIR, by default a folder in the
 * system's temp directory, so a test run or a try-out never writes into the repository.
 */
function dataDir(...parts) {
  const root = path.resolve(process.env.STRAPI4_DATA_DIR || path.join(os.tmpdir(), 'vacaturesite-strapi-4'));
  mkdirSync(path.join(root, 'public', 'uploads'), { recursive: true });
  return path.join(root, ...parts);
}

module.exports = { dataDir };
