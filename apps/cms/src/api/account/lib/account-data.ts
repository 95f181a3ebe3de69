import type { Core } from '@strapi/strapi';
import type { ExportFiles, PersonalDataOwner, PersonalDataType } from '../../../lib/personal-data';
import { USER_UID } from '../../../lib/strapi-helpers';
import { registrationsData } from '../../registration/lib/access';
import { MY_JOBS_PERSONAL_DATA } from '../../my-jobs/lib/account-cleaners';
import { ORGANISATION_PERSONAL_DATA } from '../../organisation-member/lib/personal-data';
import { ALERT_AND_PUSH_PERSONAL_DATA } from '../../job-alert/lib/account-cleaners';
import { newsletterData } from '../../newsletter/lib/personal-data';
import { outboxData } from '../../mail-outbox/lib/personal-data';
import { ATS_PERSONAL_DATA } from '../../ats/lib/personal-data';

type UserRow = PersonalDataOwner & {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  provider?: string | null;
  password?: string | null;
  blocked?: boolean | null;
  lastSignInAt?: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The user row itself: removed by the deletion that runs the others; exported without any secret. */
export const profileData: PersonalDataType = {
  key: 'profile',
  covers: [`${USER_UID}.email`],
  erase: async () => undefined,
  async export(strapi, user) {
    const row: UserRow | null = await strapi.db.query(USER_UID).findOne({
      where: { id: user.id },
      select: [
        'username',
        'email',
        'firstName',
        'lastName',
        'provider',
        'password',
        'confirmed',
        'blocked',
        'lastSignInAt',
        'createdAt',
        'updatedAt',
      ],
    });
    if (!row) return null;
    return {
      email: row.email,
      username: row.username ?? null,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      emailConfirmed: !!row.confirmed,
      blocked: !!row.blocked,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      lastSignInAt: row.lastSignInAt ?? null,
      // `local` is e-mail address and password; any other value is the sign-in service the account came from.
      signInMethods: { provider: row.provider ?? 'local', password: !!row.password },
    };
  },
};

/**
 * Every kind of personal data the site keeps about a visitor (decision 049), each with its erase and its
 * export. Deleting a user anywhere runs every `erase` in this order, in the deletion's transaction
 * (erasure.ts); "Mijn gegevens downloaden" writes every `export` into gegevens.json (export.ts). A feature
 * that stores data per visitor adds its entry here; personal-data.test.ts finds the ones that did not.
 */
export const PERSONAL_DATA: PersonalDataType[] = [
  profileData,
  registrationsData,
  // Before the memberships: an organisation's vacancies stay with its other members (decision 056).
  ...MY_JOBS_PERSONAL_DATA,
  ...ORGANISATION_PERSONAL_DATA,
  ...ALERT_AND_PUSH_PERSONAL_DATA,
  newsletterData,
  outboxData,
  ...ATS_PERSONAL_DATA,
];

/**
 * Attributes that look like personal data (an e-mail address, a relation to a user) but hold none of a
 * visitor's: the registry's test accepts them uncovered, with the reason given here.
 */
export const NOT_A_VISITORS_DATA: Record<string, string> = {
  'api::global.global.contactEmail': 'the site’s own contact address, filled in by editors',
};

const OWNER_FIELDS = ['id', 'documentId', 'email', 'confirmed'];

export async function personalDataOwners(strapi: Core.Strapi, where: Record<string, unknown> | undefined): Promise<PersonalDataOwner[]> {
  const rows: PersonalDataOwner[] = await strapi.db.query(USER_UID).findMany({ ...(where ? { where } : {}), select: OWNER_FIELDS });
  return rows.map((row) => ({ id: row.id, documentId: row.documentId, email: row.email ?? '', confirmed: !!row.confirmed }));
}

/** Runs every erase for `user`, in the caller's transaction; the first failure stops it (and rolls the deletion back). */
export async function erasePersonalData(strapi: Core.Strapi, user: PersonalDataOwner, types: PersonalDataType[] = PERSONAL_DATA) {
  for (const type of types) {
    try {
      await type.erase(strapi, user);
    } catch (error) {
      strapi.log.error(`Account deletion: erasing ${type.key} failed for user ${user.id}`);
      throw error;
    }
  }
}

/** gegevens.json: every export under its key, the files (CVs) through `files`. */
export async function collectPersonalData(
  strapi: Core.Strapi,
  user: PersonalDataOwner,
  files: ExportFiles,
  types: PersonalDataType[] = PERSONAL_DATA,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const type of types) data[type.key] = await type.export(strapi, user, files);
  return data;
}
