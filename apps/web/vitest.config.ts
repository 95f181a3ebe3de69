import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The site's React 19 for every import, also for Strapi's blocks renderer (RichText.test.tsx), which
    // the workspace root would otherwise resolve to the CMS admin's React 18.
    dedupe: ['react', 'react-dom'],
    // Same alias as tsconfig's paths, so library code can import '@/lib/...' under test too.
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''),
      // Route handlers and features/account import 'server-only'; under test they run on the server anyway.
      'server-only': path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js'),
    },
  },
  test: {
    environment: 'node',
    server: { deps: { inline: ['@strapi/blocks-react-renderer'] } },
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/.next/**'],
  },
});
