'use server';

import { redirect } from 'next/navigation';
import { cmsFetchAsVisitor } from '@/lib/session/session';
import type { ActionState } from '@/features/organisations/components/ActionForm';
import { organisationFailure, organisationsApi } from '@/lib/cms/organisations';

/** Accepts the mailed invitation (decision 056) as the signed-in account; the CMS checks the link and the address. */
export async function acceptInvitation(_state: ActionState, form: FormData): Promise<ActionState> {
  const token = form.get('token');
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
    return { ok: false, message: 'Deze uitnodiging bestaat niet (meer).' };
  try {
    await organisationsApi(cmsFetchAsVisitor).acceptInvite(token);
  } catch (error) {
    return { ok: false, message: organisationFailure(error) };
  }
  redirect('/jobs/mijn/organisatie');
}
