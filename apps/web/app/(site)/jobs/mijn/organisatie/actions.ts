'use server';

import { revalidatePath } from 'next/cache';
import { ORGANISATION_NAME_RULE, organisationNameProblem } from '@vacaturesite/shared/organisations';
import { cmsFetchAsVisitor } from '@/lib/session/session';
import type { ActionState } from '@/features/organisations/components/ActionForm';
import { organisationFailure, organisationsApi } from '@/lib/cms/organisations';
import { atsConnectionApi, atsConnectionFailure } from '@/lib/cms/ats-connection';
import { isDocumentId } from '@/lib/urls';

/**
 * The organisation page's Server Actions (decision 056). Each passes the account's token to the CMS,
 * which decides what this account may do; ids from the form are only shape-checked here.
 */
const PAGE = '/jobs/mijn/organisatie';
const api = () => organisationsApi(cmsFetchAsVisitor);
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const ids = (form: FormData, ...names: string[]) => {
  const values = names.map((name) => field(form, name));
  return values.every(isDocumentId) ? values : null;
};

/** Runs a CMS call: its failure worded by `failure`, and after a success the page rendered again with the answer. */
async function act(call: () => Promise<ActionState>, failure: (error: unknown) => string): Promise<ActionState> {
  let state: ActionState;
  try {
    state = await call();
  } catch (error) {
    return { ok: false, message: failure(error) };
  }
  revalidatePath(PAGE);
  return state;
}

const run = (call: () => Promise<unknown>, success: string) =>
  act(async () => {
    await call();
    return { ok: true, message: success };
  }, organisationFailure);

export async function claimOrganisation(_state: ActionState, form: FormData): Promise<ActionState> {
  const name = field(form, 'name');
  const description = field(form, 'description');
  if (name.length < 2) return { ok: false, message: 'Vul de naam van de organisatie in.' };
  if (organisationNameProblem(name)) return { ok: false, message: ORGANISATION_NAME_RULE };
  if (description.length < 20) return { ok: false, message: 'Beschrijf de organisatie in minstens 20 tekens.' };
  const place = field(form, 'place');
  return run(
    () => api().claim({ name, description, website: field(form, 'website') || null, place: isDocumentId(place) ? place : null }),
    'Je organisatie is aangemeld. De redactie verifieert hem; je krijgt daarover een e-mail.',
  );
}

export async function inviteColleague(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation] = ids(form, 'organisation') ?? [];
  const email = field(form, 'email');
  if (!organisation) return { ok: false, message: 'Deze organisatie bestaat niet (meer).' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, message: 'Vul een geldig e-mailadres in.' };
  return run(() => api().invite(organisation, email), `Uitnodiging verstuurd naar ${email}.`);
}

export async function revokeInvite(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation, invite] = ids(form, 'organisation', 'invite') ?? [];
  if (!invite) return { ok: false, message: 'Deze uitnodiging bestaat niet (meer).' };
  return run(() => api().revokeInvite(organisation, invite), 'De uitnodiging is ingetrokken.');
}

export async function removeMember(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation, member] = ids(form, 'organisation', 'member') ?? [];
  if (!member) return { ok: false, message: 'Dit lid bestaat niet (meer).' };
  return run(() => api().removeMember(organisation, member), 'Het lid is verwijderd.');
}

export async function handOver(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation, member] = ids(form, 'organisation', 'member') ?? [];
  if (!member) return { ok: false, message: 'Dit lid bestaat niet (meer).' };
  return run(() => api().handOver(organisation, member), 'Het eigendom is overgedragen. Je bent nu lid.');
}

export async function leaveOrganisation(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation] = ids(form, 'organisation') ?? [];
  if (!organisation) return { ok: false, message: 'Deze organisatie bestaat niet (meer).' };
  return run(() => api().leave(organisation), 'Je hebt de organisatie verlaten.');
}

export async function acceptPendingInvitation(_state: ActionState, form: FormData): Promise<ActionState> {
  const [invite] = ids(form, 'invite') ?? [];
  if (!invite) return { ok: false, message: 'Deze uitnodiging bestaat niet (meer).' };
  return run(() => api().acceptPending(invite), 'Welkom! Je bent nu lid van de organisatie.');
}

/** The ATS connection (issue 46, decision 057): the key and the webhook's secret are shown once, in the answer. */
const ats = () => atsConnectionApi(cmsFetchAsVisitor);

const runAts = (call: () => Promise<ActionState>) => act(call, atsConnectionFailure);

export async function createApiKey(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation] = ids(form, 'organisation') ?? [];
  if (!organisation) return { ok: false, message: 'Deze organisatie bestaat niet (meer).' };
  return runAts(async () => {
    const created = await ats().createKey(organisation, field(form, 'name'));
    return {
      ok: true,
      message: `Sleutel "${created.name}" gemaakt. Kopieer hem nu naar je ATS: hij wordt hierna nooit meer getoond.`,
      secret: created.key,
    };
  });
}

export async function revokeApiKey(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation, key] = ids(form, 'organisation', 'key') ?? [];
  if (!key) return { ok: false, message: 'Deze sleutel bestaat niet (meer).' };
  return runAts(async () => {
    await ats().revokeKey(organisation, key);
    return { ok: true, message: 'De sleutel is ingetrokken; een ATS met deze sleutel krijgt nu 401.' };
  });
}

export async function setWebhook(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation] = ids(form, 'organisation') ?? [];
  if (!organisation) return { ok: false, message: 'Deze organisatie bestaat niet (meer).' };
  return runAts(async () => {
    const set = await ats().setWebhook(organisation, field(form, 'url'));
    return {
      ok: true,
      message: `De webhook gaat naar ${set.url}. Dit is het geheim waarmee je de ondertekening controleert; het wordt hierna nooit meer getoond.`,
      secret: set.secret,
    };
  });
}

export async function removeWebhook(_state: ActionState, form: FormData): Promise<ActionState> {
  const [organisation] = ids(form, 'organisation') ?? [];
  if (!organisation) return { ok: false, message: 'Deze organisatie bestaat niet (meer).' };
  return runAts(async () => {
    await ats().removeWebhook(organisation);
    return { ok: true, message: 'De webhook is verwijderd.' };
  });
}
