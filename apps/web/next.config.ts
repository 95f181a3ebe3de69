import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The monorepo root also has a lockfile; this app is the root Next should trace from.
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
};

export default nextConfig;
