import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  WORKPLACES,
  APPLICATION_MAIL_MODES,
  VALID_THROUGH_MAX_DAYS,
} from '@vacaturesite/shared';
import { WEBHOOK_EVENTS } from '../../../lib/webhooks/webhook';

/**
 * The OpenAPI 3.1 document of `/api/v1` (decision 057), the one description of the ATS API: served as
 * JSON at `/api/v1/openapi.json` and rendered by the site as /api-documentatie. openapi.test.ts checks
 * that every route in routes.ts is here and that the examples pass the form's validation.
 */
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const EXAMPLE_VACANCY = {
  reference: 'REQ-2026-0042',
  title: 'Servicemonteur installatietechniek',
  summary: 'Je onderhoudt en repareert installaties bij klanten in de regio Utrecht.',
  description: 'Wat ga je doen?\n\nJe rijdt met een eigen bus naar klanten en lost storingen op.',
  employerName: 'Installatiebedrijf Voorbeeld BV',
  hoursPerWeek: 38,
  employmentType: 'FULL_TIME',
  educationLevel: 'mbo',
  workplace: 'locatie',
  salaryMin: 2800,
  salaryMax: 3600,
  salaryPeriod: 'MONTH',
  howToApply: 'Solliciteer via de knop op deze pagina.',
  applicationMails: 'each',
} as const;

export const EXAMPLE_WEBHOOK = {
  id: '5b0c6f2e-6a55-4d8e-9d55-0d8a3c1f7e21',
  event: 'application.created',
  createdAt: '2026-11-28T09:15:00.000Z',
  data: {
    application: {
      id: 'k2v8d0m3x7q1w5e9r4t6y2u8',
      createdAt: '2026-11-28T09:14:59.512Z',
      url: 'https://www.example.nl/jobs/mijn/q7w1e5r9t3y6u2i8o4p0a1s5',
    },
    vacancy: { id: 'q7w1e5r9t3y6u2i8o4p0a1s5', reference: 'REQ-2026-0042' },
    applicant: { firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.nl' },
  },
} as const;

const referenceParameter = {
  name: 'reference',
  in: 'path',
  required: true,
  description: 'Your own reference of the vacancy (what you sent as `reference`).',
  schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$' },
};

const vacancyFields = {
  title: { type: 'string', minLength: 3, maxLength: 160 },
  summary: { type: 'string', minLength: 10, maxLength: 500 },
  description: { type: ['string', 'null'], maxLength: 10000, description: 'Plain text; blank lines separate paragraphs.' },
  employerName: {
    type: ['string', 'null'],
    minLength: 2,
    maxLength: 120,
    description: 'Ignored: the vacancy carries your organisation’s name. May be left out.',
  },
  category: { type: ['string', 'null'], description: 'documentId of a field of work (GET /api/vacancy-categories).' },
  place: { type: ['string', 'null'], description: 'documentId of a place (GET /api/places).' },
  hoursPerWeek: { type: ['integer', 'string', 'null'], minimum: 1, maximum: 60, description: 'A whole number, or text such as "36".' },
  employmentType: { type: 'string', enum: [...EMPLOYMENT_TYPES] },
  educationLevel: { type: ['string', 'null'], enum: [...EDUCATION_LEVELS, null] },
  workplace: { type: ['string', 'null'], enum: [...WORKPLACES, null] },
  salaryMin: {
    type: ['number', 'string', 'null'],
    minimum: 0,
    description: 'Euros: a number, or text as Dutch people write it ("3.200", "15,50", "€ 3.200,-"). "3,200" is refused as ambiguous.',
  },
  salaryMax: { type: ['number', 'string', 'null'], minimum: 0, description: 'As salaryMin; not lower than salaryMin.' },
  salaryPeriod: { type: 'string', enum: [...SALARY_PERIODS], default: 'MONTH' },
  validThrough: {
    type: ['string', 'null'],
    format: 'date',
    description: `Today up to ${VALID_THROUGH_MAX_DAYS} days ahead (Europe/Amsterdam).`,
  },
  howToApply: { type: ['string', 'null'], maxLength: 2000 },
  applyUrl: { type: ['string', 'null'], maxLength: 500, description: 'https:// address with a host, or mailto:.' },
  applicationMails: { type: 'string', enum: [...APPLICATION_MAIL_MODES], default: 'each' },
};

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Vacaturesite ATS API',
    version: '1.0.0',
    description:
      'Create, update, close and list the vacancies of your organisation from an applicant tracking system (ATS). ' +
      'Authenticate with an API key that the owner of the organisation creates: `Authorization: Bearer vs_live_…`. ' +
      'A POST with a reference you sent before updates that vacancy: retrying is safe. Validation errors carry the Dutch text the site shows. ' +
      'Limits: 300 requests per minute per key (429 with Retry-After), bodies up to 64 kB (413).',
  },
  // Relative to where the document is read: the CMS's public host name (PUBLIC_URL, nginx's CMS_LISTEN), issue 46.
  servers: [{ url: '/api', description: 'De openbare host van het CMS (PUBLIC_URL), bijvoorbeeld https://cms.example.nl/api' }],
  security: [{ apiKey: [] }],
  paths: {
    '/v1/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        security: [],
        responses: { '200': { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/v1/vacancies': {
      get: {
        operationId: 'listVacancies',
        summary: 'List the vacancies made through the API, oldest first',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: {
          '200': {
            description: 'A page of vacancies',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyList' } } },
          },
          '400': error('A bad page or pageSize'),
          '401': error('No valid API key'),
          '429': error('Too many requests for this key'),
        },
      },
      post: {
        operationId: 'createVacancy',
        summary: 'Create a vacancy, or update the one with this reference',
        description:
          'Idempotent by `reference`: the same reference again (also from two requests at once) updates the same vacancy and answers 200. ' +
          'A verified organisation’s vacancy is online at once; otherwise it waits for an editor (`status: awaiting_review`).',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyBody' }, example: { data: EXAMPLE_VACANCY } } },
        },
        responses: {
          '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyAnswer' } } } },
          '200': {
            description: 'The reference was known: updated',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyAnswer' } } },
          },
          '400': error('Invalid input; `error.message` is the Dutch text of the form'),
          '401': error('No valid API key'),
          '413': error('Body larger than 64 kB'),
          '429': error('Too many requests for this key'),
        },
      },
    },
    '/v1/vacancies/{reference}': {
      parameters: [referenceParameter],
      get: {
        operationId: 'getVacancy',
        summary: 'One vacancy',
        responses: {
          '200': {
            description: 'The vacancy',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyAnswer' } } },
          },
          '401': error('No valid API key'),
          '404': error('No vacancy of this organisation has this reference'),
        },
      },
      put: {
        operationId: 'updateVacancy',
        summary: 'Replace a vacancy’s fields',
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/VacancyUpdateBody' }, example: { data: EXAMPLE_VACANCY } },
          },
        },
        responses: {
          '200': { description: 'Updated', content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyAnswer' } } } },
          '400': error('Invalid input'),
          '401': error('No valid API key'),
          '404': error('No vacancy of this organisation has this reference'),
          '413': error('Body larger than 64 kB'),
        },
      },
    },
    '/v1/vacancies/{reference}/close': {
      parameters: [referenceParameter],
      post: {
        operationId: 'closeVacancy',
        summary: 'Close a vacancy: off the site’s lists, no more applications; waiting applicants are told',
        responses: {
          '200': {
            description: 'Closed (also when it already was)',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/VacancyAnswer' } } },
          },
          '401': error('No valid API key'),
          '404': error('No vacancy of this organisation has this reference'),
        },
      },
    },
  },
  webhooks: {
    applicationCreated: {
      post: {
        summary: 'An application arrived, or one of your organisation’s vacancies went online, was turned down, closed or reopened',
        description:
          'Events: `application.created`; `vacancy.published` (online, also after an editor’s approval), `vacancy.rejected` ' +
          '(an editor turned it down or took it offline; `data.reason` says why), `vacancy.closed` and `vacancy.reopened`, ' +
          'whichever way the change was made (this API, the site’s form, the editors). ' +
          'Sent to the https address the owner set, signed: `X-Vacaturesite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. ' +
          '`X-Vacaturesite-Delivery` is the same on every retry: store it and ignore a second copy. Answer 2xx within 10 seconds; ' +
          'anything else is retried after 1, 2, 4 … minutes (at most an hour apart, 10 tries). No CV and no motivation are sent.',
        parameters: [
          { name: 'X-Vacaturesite-Signature', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'X-Vacaturesite-Delivery', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'X-Vacaturesite-Event', in: 'header', required: true, schema: { type: 'string', enum: [...WEBHOOK_EVENTS] } },
        ],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' }, example: EXAMPLE_WEBHOOK } },
        },
        responses: { '200': { description: 'Received' } },
      },
    },
  },
  components: {
    securitySchemes: {
      apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of your organisation: vs_live_<prefix>_<secret>.' },
    },
    schemas: {
      VacancyInput: {
        type: 'object',
        additionalProperties: false,
        required: ['reference', 'title', 'summary', 'employmentType'],
        properties: { reference: referenceParameter.schema, ...vacancyFields },
      },
      VacancyBody: { type: 'object', required: ['data'], properties: { data: { $ref: '#/components/schemas/VacancyInput' } } },
      /** PUT: the reference is the path's; one in the body must equal it. */
      VacancyUpdate: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'summary', 'employmentType'],
        properties: { reference: referenceParameter.schema, ...vacancyFields },
      },
      VacancyUpdateBody: { type: 'object', required: ['data'], properties: { data: { $ref: '#/components/schemas/VacancyUpdate' } } },
      Vacancy: {
        type: 'object',
        properties: {
          reference: { type: 'string' },
          id: { type: 'string', description: 'The site’s documentId' },
          status: {
            type: 'string',
            enum: ['awaiting_review', 'rejected', 'published', 'changes_pending', 'changes_rejected', 'offline', 'expired', 'closed'],
          },
          live: { type: 'boolean' },
          closed: { type: 'boolean' },
          url: { type: ['string', 'null'], description: 'The public page, while published' },
          ...vacancyFields,
          reviewNote: { type: ['string', 'null'] },
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
      VacancyAnswer: { type: 'object', properties: { data: { $ref: '#/components/schemas/Vacancy' } } },
      VacancyList: {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                reference: { type: 'string' },
                id: { type: 'string' },
                title: { type: 'string' },
                status: { type: 'string' },
                live: { type: 'boolean' },
                closed: { type: 'boolean' },
                url: { type: ['string', 'null'] },
                updatedAt: { type: 'string', format: 'date-time' },
              },
            },
          },
          meta: {
            type: 'object',
            properties: {
              pagination: {
                type: 'object',
                properties: {
                  page: { type: 'integer' },
                  pageSize: { type: 'integer' },
                  total: { type: 'integer' },
                  pageCount: { type: 'integer' },
                },
              },
            },
          },
        },
      },
      Error: {
        type: 'object',
        properties: {
          data: { type: 'null' },
          error: {
            type: 'object',
            required: ['status', 'name', 'message'],
            properties: {
              status: { type: 'integer' },
              name: {
                type: 'string',
                examples: ['ValidationError', 'UnauthorizedError', 'NotFoundError', 'RateLimitError', 'PayloadTooLargeError'],
              },
              message: { type: 'string', description: 'Dutch, as the site says it', examples: ['Vul een functietitel in.'] },
              details: {
                type: 'object',
                properties: {
                  errors: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        path: { type: 'array', items: { type: 'string' } },
                        message: { type: 'string' },
                        code: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      WebhookEvent: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid', description: 'The delivery id, also in X-Vacaturesite-Delivery' },
          event: { type: 'string', enum: [...WEBHOOK_EVENTS] },
          createdAt: { type: 'string', format: 'date-time' },
          data: {
            type: 'object',
            properties: {
              application: {
                type: 'object',
                properties: { id: { type: 'string' }, createdAt: { type: 'string' }, url: { type: 'string' } },
              },
              vacancy: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  reference: { type: ['string', 'null'] },
                  url: { type: ['string', 'null'], description: 'The public page (vacancy events), or null while offline.' },
                },
              },
              reason: { type: 'string', description: 'vacancy.rejected: the editor’s reason.' },
              applicant: {
                type: 'object',
                properties: {
                  firstName: { type: ['string', 'null'] },
                  lastName: { type: ['string', 'null'] },
                  email: { type: ['string', 'null'] },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
