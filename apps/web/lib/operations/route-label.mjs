/**
 * The route a site request is counted and logged under (decision 051): the App Router's page pattern
 * (`/jobs/vacature/[id]/[slug]`), read from the build's routes-manifest.json, never the address with its
 * ids and query, so the metrics' series stay bounded. server.mjs labels before Next answers, as Next
 * itself matches: static pages first, then the dynamic ones in the manifest's order.
 */
export function routeLabeller(manifest, publicEntries = []) {
  const statics = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamics = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const files = new Set(publicEntries);
  return function routeLabel(url) {
    const end = url.search(/[?#]/);
    let path = end === -1 ? url : url.slice(0, end);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    if (path.startsWith('/_next/'))
      return path.startsWith('/_next/static/') ? '/_next/static' : path.startsWith('/_next/image') ? '/_next/image' : '/_next';
    // The public folder's files and folders by their top name (builds/latest.json, icons).
    const top = path.split('/')[1] ?? '';
    if (files.has(top)) return `/${top}${path === `/${top}` ? '' : '/*'}`;
    if (statics.has(path)) return path;
    for (const { page, regex } of dynamics) if (regex.test(path)) return page;
    return 'other';
  };
}
