import { cmsUrl } from './client';
import { cmsPublicBaseUrl, hasProjectApis } from './config';

/**
 * The ATS API's OpenAPI 3.1 document (decision 057), as the CMS serves it at `/api/v1/openapi.json`, or
 * null when it cannot be read (the CMS is down, or a Strapi 3/4 without this project's APIs).
 */
export async function getAtsOpenApiDocument(revalidate: number): Promise<Record<string, unknown> | null> {
  try {
    if (!hasProjectApis()) return null;
    const response = await fetch(cmsUrl('/api/v1/openapi.json', undefined, { apiPrefix: false }), { next: { revalidate } });
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Where a browser (or an ATS developer) reads the document itself. */
export const atsOpenApiPublicUrl = (): string => `${cmsPublicBaseUrl()}/api/v1/openapi.json`;
