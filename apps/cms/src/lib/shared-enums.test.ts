import { describe, expect, it } from 'vitest';
import {
  ALERT_FREQUENCIES,
  APPLICATION_MAIL_MODES,
  APPLICATION_STATUSES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  ORGANISATION_ROLES,
  ORGANISATION_VERIFICATIONS,
  PROVINCES,
  REGISTRATION_STATUSES,
  SALARY_PERIODS,
  WORKPLACES,
} from '@vacaturesite/shared';
import vacancy from '../api/vacancy/content-types/vacancy/schema.json';
import registration from '../api/registration/content-types/registration/schema.json';
import jobAlert from '../api/job-alert/content-types/job-alert/schema.json';
import application from '../api/application/content-types/application/schema.json';
import partner from '../api/partner/content-types/partner/schema.json';
import place from '../api/place/content-types/place/schema.json';
import organisationMember from '../api/organisation-member/content-types/organisation-member/schema.json';

/**
 * Strapi reads its content types' enumerations from JSON, which cannot import the shared lists; this
 * keeps the two the same, so a value one app knows is never refused or lost by the other.
 */
describe('content-type enumerations are the shared lists', () => {
  it.each([
    ['vacancy.employmentType', vacancy.attributes.employmentType.enum, EMPLOYMENT_TYPES],
    ['vacancy.educationLevel', vacancy.attributes.educationLevel.enum, EDUCATION_LEVELS],
    ['vacancy.workplace', vacancy.attributes.workplace.enum, WORKPLACES],
    ['vacancy.salaryPeriod', vacancy.attributes.salaryPeriod.enum, SALARY_PERIODS],
    ['vacancy.applicationMails', vacancy.attributes.applicationMails.enum, APPLICATION_MAIL_MODES],
    ['registration.state', registration.attributes.state.enum, REGISTRATION_STATUSES],
    ['job-alert.frequency', jobAlert.attributes.frequency.enum, ALERT_FREQUENCIES],
    ['job-alert.workplace', jobAlert.attributes.workplace.enum, WORKPLACES],
    ['application.status', application.attributes.status.enum, APPLICATION_STATUSES],
    ['partner.verification', partner.attributes.verification.enum, ORGANISATION_VERIFICATIONS],
    ['organisation-member.role', organisationMember.attributes.role.enum, ORGANISATION_ROLES],
    ['place.province', place.attributes.province.enum, PROVINCES],
  ])('%s', (_name, inSchema, shared) => {
    expect(inSchema).toEqual([...shared]);
  });
});
