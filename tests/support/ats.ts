import { expect, inject } from 'vitest';
import { adminApi, cmsAs, type Actor } from './actors';
import { startOpenApiCheck, type OpenApiCheck } from './openapi-check';

/** What the ATS API tests share: a verified organisation with an owner, its API key, and an ATS as a plain HTTP client. */
const PARTNER_UID = 'api::partner.partner';
const MEMBER_UID = 'api::organisation-member.organisation-member';

/**
 * Where an ATS reaches the API: the CMS's public host name behind nginx in the cluster pass (deploy/nginx,
 * issue 46), the CMS itself otherwise.
 */
export function atsBaseUrl(): string {
  const { cmsUrl, cmsPublicUrl } = inject('stack');
  return `${cmsPublicUrl ?? cmsUrl}/api/v1`;
}

let openApiCheck: OpenApiCheck | undefined;
/** From here on this file's ATS calls go through the OpenAPI validating proxy (support/openapi-check.ts). */
export async function checkAtsCallsAgainstOpenApi(): Promise<OpenApiCheck> {
  openApiCheck ??= await startOpenApiCheck(atsBaseUrl());
  return openApiCheck;
}

/** The ATS: plain fetch with the key, JSON in and out. */
export async function atsCall(apiKey: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${openApiCheck?.baseUrl ?? atsBaseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** A published partner with `who` as its owner (made as the editor, as other tests make admin data), verified unless said. */
export async function organisationOwnedBy(
  who: Actor,
  name: string,
  { verification = 'verified' }: { verification?: 'verified' | null } = {},
): Promise<string> {
  const { cmsUrl } = inject('stack');
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const created = await adminApi(`/content-manager/collection-types/${PARTNER_UID}`, {
    method: 'POST',
    body: { name, slug, verification },
  });
  const documentId = created.data.documentId;
  await adminApi(`/content-manager/collection-types/${PARTNER_UID}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  const user = (await cmsAs(cmsUrl, who, 'GET', '/users/me')).json as { documentId: string };
  await adminApi(`/content-manager/collection-types/${MEMBER_UID}`, {
    method: 'POST',
    body: { organisation: { connect: [{ documentId }] }, user: { connect: [{ documentId: user.documentId }] }, role: 'owner' },
  });
  return documentId;
}

export async function createApiKey(who: Actor, organisation: string, name = 'Test-ATS') {
  const { cmsUrl } = inject('stack');
  const answer = await cmsAs(cmsUrl, who, 'POST', `/organisations/${organisation}/api-keys`, { data: { name } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data as { id: string; key: string; prefix: string };
}
