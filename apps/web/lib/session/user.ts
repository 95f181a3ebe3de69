import type { CmsUser } from '@/lib/cms/auth';

/** The signed-in visitor as pages and the browser see them: no tokens, no internal flags. */
export type SessionUser = {
  id: number;
  documentId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, or the e-mail address when both are empty. */
  displayName: string;
  /**
   * What the header's user menu calls the visitor: the first name, else "Mijn account". A full name or an
   * address does not fit a header (issue 35: cut off at 12rem), and the browser gets no e-mail address.
   */
  headerName: string;
  /** 'local' for e-mail and password, else the social sign-in provider. */
  provider: string;
};

export function toSessionUser(user: CmsUser): SessionUser {
  const firstName = typeof user.firstName === 'string' ? user.firstName.trim() : '';
  const lastName = typeof user.lastName === 'string' ? user.lastName.trim() : '';
  const email = typeof user.email === 'string' ? user.email : '';
  return {
    id: user.id,
    documentId: typeof user.documentId === 'string' ? user.documentId : null,
    email,
    firstName,
    lastName,
    displayName: [firstName, lastName].filter(Boolean).join(' ') || email,
    headerName: firstName || 'Mijn account',
    provider: typeof user.provider === 'string' && user.provider ? user.provider : 'local',
  };
}
