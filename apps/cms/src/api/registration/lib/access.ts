import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import type registrationService from '../services/registration';

/** What a signed-in visitor may do with registrations: only these own-registration actions, no generic CRUD. */
export const REGISTRATION_ACTIONS = [
  'api::registration.registration.listOwn',
  'api::registration.registration.findOwn',
  'api::registration.registration.register',
  'api::registration.registration.cancelOwn',
];

/** Account deletion: places go to the waiting list, then the visitor's registrations are deleted. */
export const registrationsCleaner: AccountDataCleaner = {
  name: 'api::registration.registration (user)',
  deleteFor: (strapi, userId) =>
    (strapi.service('api::registration.registration') as ReturnType<typeof registrationService>).deleteAllFor(userId),
};
