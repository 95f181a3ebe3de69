import type { Core } from '@strapi/strapi';
import { registeredPersonalData, type ExportFiles, type PersonalDataOwner, type PersonalDataType } from '../../../lib/personal-data';
import { USER_UID } from '../../../lib/strapi-helpers';

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

const OWNER_FIELDS = ['id', 'documentId', 'email', 'confirmed'];

export async function personalDataOwners(strapi: Core.Strapi, where: Record<string, unknown> | undefined): Promise<PersonalDataOwner[]> {
  const rows: PersonalDataOwner[] = await strapi.db.query(USER_UID).findMany({ ...(where ? { where } : {}), select: OWNER_FIELDS });
  return rows.map((row) => ({ id: row.id, documentId: row.documentId, email: row.email ?? '', confirmed: !!row.confirmed }));
}

/** Runs every erase for `user`, in the caller's transaction; the first failure stops it (and rolls the deletion back). */
export async function erasePersonalData(
  strapi: Core.Strapi,
  user: PersonalDataOwner,
  types: readonly PersonalDataType[] = registeredPersonalData(),
) {
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
  types: readonly PersonalDataType[] = registeredPersonalData(),
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const type of types) data[type.key] = await type.export(strapi, user, files);
  return data;
}
