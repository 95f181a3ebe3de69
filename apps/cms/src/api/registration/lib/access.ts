import type { PersonalDataType } from '../../../lib/personal-data';
import type registrationService from '../services/registration';

const REGISTRATION_UID = 'api::registration.registration';

/**
 * Personal data (decision 049). Erasing: places go to the waiting list, then the visitor's registrations
 * are deleted. Exporting: every registration, with the SEPA mandate's full IBAN (it is the visitor's own).
 */
export const registrationsData: PersonalDataType = {
  key: 'registrations',
  covers: [`${REGISTRATION_UID}.user`],
  erase: (strapi, user) =>
    (strapi.service('api::registration.registration') as ReturnType<typeof registrationService>).deleteAllFor(user.id),
  async export(strapi, user) {
    const rows: Array<Record<string, unknown>> = await strapi.db.query(REGISTRATION_UID).findMany({
      where: { user: { id: user.id } },
      orderBy: [{ registeredAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({
      event: { documentId: row.eventDocumentId, title: row.eventTitle, start: row.eventStart ?? null },
      state: row.state,
      registeredAt: row.registeredAt,
      promotedAt: row.promotedAt ?? null,
      cancelledAt: row.cancelledAt ?? null,
      amount: row.amount ?? null,
      // The mandate is the consent to collect the amount, given at mandateSignedAt.
      sepaMandate: row.iban
        ? {
            accountHolder: row.accountHolder ?? null,
            iban: row.iban,
            reference: row.mandateReference ?? null,
            signedAt: row.mandateSignedAt ?? null,
          }
        : null,
    }));
  },
};
