import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import type registrationService from '../services/registration';

/** Account deletion: places go to the waiting list, then the visitor's registrations are deleted. */
export const registrationsCleaner: AccountDataCleaner = {
  name: 'api::registration.registration (user)',
  deleteFor: (strapi, userId) =>
    (strapi.service('api::registration.registration') as ReturnType<typeof registrationService>).deleteAllFor(userId),
};
