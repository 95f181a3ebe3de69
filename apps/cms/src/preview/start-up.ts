import type { Core } from '@strapi/strapi';
import { PUBLIC_READ_ACTIONS } from '../bootstrap/public-permissions';

/**
 * The site's key to drafts (decision 013): an API token with the public role's read permissions,
 * whose secret the operator gives both processes as PREVIEW_API_TOKEN. Strapi makes up a random
 * secret for new tokens, so after creating it we store the hash of ours instead; at every start, so
 * a changed PREVIEW_API_TOKEN (or a token regenerated in the admin) is set back to what the site has.
 * Only API tokens may read drafts (middlewares/drafts-need-api-token.ts), so this is the only way the
 * site reaches them.
 */
export const PREVIEW_TOKEN_NAME = 'Voorbeeld op de site';

type TokenService = {
  hash(accessKey: string): string;
  getByName(name: string): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
};

export async function ensurePreviewToken(strapi: Core.Strapi, env: Record<string, string | undefined> = process.env): Promise<void> {
  const accessKey = env.PREVIEW_API_TOKEN?.trim();
  if (!accessKey) {
    strapi.log.warn('PREVIEW_API_TOKEN is not set: the site cannot show drafts in its preview.');
    return;
  }
  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const attributes = {
    description: 'Laat de site concepten tonen in het voorbeeld. Wordt bij elke start op PREVIEW_API_TOKEN gezet.',
    type: 'custom',
    permissions: PUBLIC_READ_ACTIONS,
  };
  const existing = await tokens.getByName(PREVIEW_TOKEN_NAME);
  const token = existing
    ? (await tokens.update(existing.id, attributes), existing)
    : await tokens.create({ name: PREVIEW_TOKEN_NAME, lifespan: null, ...attributes });
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string | null } | undefined;
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption?.encrypt(accessKey) ?? null },
  });
}
