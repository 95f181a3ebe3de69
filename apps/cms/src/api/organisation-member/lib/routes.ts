import { signedInActions } from '../../../lib/permissions';

/**
 * The organisation routes (decision 056). Every one acts for ctx.state.user only, and every `:id` is
 * an organisation (a partner's documentId) the account must belong to: for anyone else it answers 404,
 * exactly like an unknown id (lib/organisations.ts roleIn). Claiming needs no bot check of its own: it
 * needs an account, and registering one is bot-checked. The invitation preview is the one route
 * without a session: whoever holds the mailed link sees which organisation invites which address.
 */
export const ORGANISATION_ROUTES = [
  { method: 'GET', path: '/organisations/mine', handler: 'organisations.mine' },
  { method: 'POST', path: '/organisations', handler: 'organisations.claim' },
  { method: 'GET', path: '/organisations/:id', handler: 'organisations.findOne' },
  { method: 'POST', path: '/organisations/:id/invites', handler: 'organisations.invite' },
  { method: 'DELETE', path: '/organisations/:id/invites/:invite', handler: 'organisations.revokeInvite' },
  { method: 'DELETE', path: '/organisations/:id/members/:member', handler: 'organisations.removeMember' },
  { method: 'PUT', path: '/organisations/:id/owner', handler: 'organisations.handOver' },
  { method: 'POST', path: '/organisations/:id/leave', handler: 'organisations.leave' },
  { method: 'GET', path: '/organisation-invites/:token', handler: 'organisations.previewInvite', config: { auth: false } },
  { method: 'POST', path: '/organisation-invites/:token/accept', handler: 'organisations.acceptInvite' },
  { method: 'POST', path: '/organisation-invites/pending/:invite/accept', handler: 'organisations.acceptPendingInvite' },
] as const;

export const ORGANISATION_ACTIONS = signedInActions('organisation-member', ORGANISATION_ROUTES);
