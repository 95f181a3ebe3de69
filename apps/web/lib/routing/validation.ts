import { isDocumentId } from '@/lib/urls';

/**
 * Route validation (spec §2): a route may declare rules for its parameters. When a path matches a
 * route's shape but breaks its rules, the visitor gets a 404 "Page Not Found: {path}"; a path that
 * matches no route at all gets "Page not found: {path}". The proxy and the pages share this table.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string) => SLUG.test(value) && value.length <= 200;

type Rule = { pattern: RegExp; valid: (params: string[]) => boolean };

const RULES: Rule[] = [
  { pattern: /^\/jobs\/vacature\/([^/]+)\/([^/]+)$/, valid: ([id, slug]) => isDocumentId(id) && isSlug(slug) },
  { pattern: /^\/jobs\/mijn\/([^/]+)$/, valid: ([id]) => isDocumentId(id) },
  { pattern: /^\/jobs\/cat\/([^/]+)$/, valid: ([id]) => isDocumentId(id) },
  { pattern: /^\/nieuws\/([^/]+)\/([^/]+)$/, valid: ([id, slug]) => isDocumentId(id) && isSlug(slug) },
  { pattern: /^\/agenda\/([^/]+)\/([^/]+)$/, valid: ([id, slug]) => isDocumentId(id) && isSlug(slug) },
  { pattern: /^\/l\/([^/]+)$/, valid: ([id]) => isDocumentId(id) },
];

/** false when the path matches a validated route but fails its rule; true otherwise. */
export function passesRouteValidation(pathname: string): boolean {
  for (const rule of RULES) {
    const match = rule.pattern.exec(pathname);
    if (match) return rule.valid(match.slice(1).map(safeDecode));
  }
  return true;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const NOT_FOUND_MESSAGES = {
  invalid: (path: string) => `Page Not Found: ${path}`,
  unmatched: (path: string) => `Page not found: ${path}`,
};
