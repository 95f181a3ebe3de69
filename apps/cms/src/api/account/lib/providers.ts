import type { GrantStore } from '../../../lib/strapi-helpers';

/** Names for built-in users-permissions providers; ours carry their own `label` in the grant store. */
const KNOWN_LABELS: Record<string, string> = {
  auth0: 'Auth0',
  cas: 'CAS',
  cognito: 'Cognito',
  discord: 'Discord',
  facebook: 'Facebook',
  github: 'GitHub',
  google: 'Google',
  instagram: 'Instagram',
  keycloak: 'Keycloak',
  linkedin: 'LinkedIn',
  microsoft: 'Microsoft',
  patreon: 'Patreon',
  reddit: 'Reddit',
  twitch: 'Twitch',
  twitter: 'X (Twitter)',
  vk: 'VK',
};

export function listEnabledProviders(grant: GrantStore) {
  return Object.entries(grant ?? {})
    .filter(([name, settings]) => name !== 'email' && settings?.enabled === true)
    .map(([name, settings]) => ({ name, label: settings?.label || KNOWN_LABELS[name] || name.charAt(0).toUpperCase() + name.slice(1) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nl'));
}
