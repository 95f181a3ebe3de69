import { previewConfig } from '../src/preview/preview-url';

export default ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // No calls home from the admin panel: the product runs offline.
  flags: { nps: false, promoteEE: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/data/**'],
  // "Open preview" in the Content Manager shows the draft on the real site (decision 013).
  preview: previewConfig({ SITE_URL: env('SITE_URL'), PREVIEW_SECRET: env('PREVIEW_SECRET') }),
});
