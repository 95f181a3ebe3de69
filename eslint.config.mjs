// One lint configuration for the whole repository (issue 19): `npm run lint`, run by `.ci/run`.
// Formatting is Prettier's (`npm run format`); eslint-config-prettier turns off the rules it owns.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The two classic hook rules. react-hooks 7's recommended set adds the React Compiler's rules
 * (set-state-in-effect, purity, …), which this site does not use: its mount-time setState is how a
 * server-rendered page reads browser-only state (colour mode, localStorage) without a hydration mismatch.
 */
const CLASSIC_HOOK_RULES = { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' };

/** Only lib/cms knows the CMS's address and paths; everything else asks it (issue 19, item 3). */
const CMS_BOUNDARY = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@/lib/cms/client', '@/lib/cms/client-address', '@/lib/cms/requests', '**/lib/cms/client', '**/lib/cms/requests'],
          message: 'Call the CMS through a named function in lib/cms (the only module that knows its paths).',
        },
      ],
    },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'process.env', property: 'CMS_URL', message: 'The CMS address is read in lib/cms/config.ts only.' },
    { object: 'process.env', property: 'CMS_PUBLIC_URL', message: 'The CMS address is read in lib/cms/config.ts only.' },
  ],
};

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * A house where no feature is another's kitchen (issue 49, docs/architecture.md): a feature folder imports
 * shared code and itself, never another feature; shared folders import no feature, except a feature's
 * `published` parts (the CMS's content-type schemas, which are Strapi's contract). The folders that compose
 * features (the site's app/, the CMS's index.ts, bootstrap/ and extensions/) are outside these zones.
 */
function featureBoundaries({ features, shared, published = [], where }) {
  const featuresDir = path.join(ROOT, features);
  const names = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const zones = names.map(({ name }) => ({
    target: path.join(featuresDir, name),
    from: featuresDir,
    except: [`./${name}`],
    message: `${features}/${name} may not use another feature's code: ${where}`,
  }));
  zones.push({
    target: shared.map((dir) => path.join(ROOT, dir)),
    from: `${featuresDir}/**`,
    except: published.map((glob) => `${featuresDir}/${glob}`),
    message: `Shared code may not depend on a feature: ${where}`,
  });
  return { 'import-x/no-restricted-paths': ['error', { zones }] };
}

const SITE_BOUNDARIES = featureBoundaries({
  features: 'apps/web/features',
  shared: ['apps/web/lib', 'apps/web/components'],
  where:
    'move what both use to apps/web/lib (logic), apps/web/components (UI) or packages/shared (both apps), or let app/ compose the two (docs/architecture.md).',
});

const CMS_BOUNDARIES = featureBoundaries({
  features: 'apps/cms/src/api',
  shared: ['apps/cms/src/lib', 'apps/cms/src/middlewares', 'apps/cms/src/security', 'apps/cms/src/preview', 'apps/cms/src/admin-labels'],
  published: ['*/content-types/**'],
  where:
    'move what both use to apps/cms/src/lib (or packages/shared for both apps), let a shared module call back what a feature registers (lib/vacancy-lifecycle/closing-followers.ts), or compose in src/index.ts or src/bootstrap (docs/architecture.md).',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/.cache/**',
      '**/coverage/**',
      '**/types/generated/**',
      'apps/web/public/**',
      'apps/web/next-env.d.ts',
      'apps/cms/public/**',
      '.run/**',
      // Strapi 3's Node 14 (a link into ~/.cache) and the model files its generator writes.
      'compat/strapi-3/.node14/**',
      'compat/strapi-3/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      // How import-x parses the modules it follows (for no-cycle): TypeScript's parser for .ts/.tsx.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/cms/tsconfig.json', 'tests/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `any` only where a comment says why (eslint-disable-next-line … -- reason).
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,mjs}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...CLASSIC_HOOK_RULES,
      // CmsImage and the lightbox render getImageProps()' attributes on a plain <img> on purpose (decision 014).
      '@next/next/no-img-element': 'off',
      ...CMS_BOUNDARY,
      ...SITE_BOUNDARIES,
    },
    settings: { next: { rootDir: 'apps/web' } },
  },
  {
    // lib/cms is where the CMS's address and paths live; tests may build their own requests.
    files: ['apps/web/lib/cms/**', 'apps/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/cms/src/**/*.ts'],
    rules: CMS_BOUNDARIES,
  },
  {
    files: ['apps/cms/src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: CLASSIC_HOOK_RULES,
  },
  {
    // Test helpers named use…() are not React hooks.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
