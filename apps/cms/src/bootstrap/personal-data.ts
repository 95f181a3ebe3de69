import type { PersonalDataType } from '../lib/personal-data';
import { outboxData } from '../lib/mail-outbox/personal-data';
import { profileData } from '../api/account/lib/account-data';
import { registrationsData } from '../api/registration/lib/access';
import { MY_JOBS_PERSONAL_DATA } from '../api/my-jobs/lib/account-cleaners';
import { ORGANISATION_PERSONAL_DATA } from '../api/organisation-member/lib/personal-data';
import { ALERT_AND_PUSH_PERSONAL_DATA } from '../api/job-alert/lib/account-cleaners';
import { newsletterData } from '../api/newsletter/lib/personal-data';
import { ATS_PERSONAL_DATA } from '../api/ats/lib/personal-data';

/**
 * Every kind of personal data the site keeps about a visitor (decision 049), each with its erase and its
 * export. Deleting a user anywhere runs every `erase` in this order, in the deletion's transaction
 * (api/account/lib/erasure.ts); "Mijn gegevens downloaden" writes every `export` into gegevens.json
 * (export.ts). A feature that stores data per visitor adds its entry here; api/account/lib/personal-data.test.ts
 * finds the ones that did not. src/index.ts registers the list (lib/personal-data.ts), so the account feature
 * reads it without importing the others (issue 49).
 */
export const PERSONAL_DATA: readonly PersonalDataType[] = [
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
