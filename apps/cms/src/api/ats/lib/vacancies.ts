import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { blocksToText, dutchVacancyMessage, todayInNetherlands, type VacancyInput } from '@vacaturesite/shared';
import type { Failure } from '../../../lib/validation';
import { siteUrl } from '../../../lib/mail';
import { toNumber, VACANCY_UID, type VacancyRow } from '../../../lib/vacancy-content';
import { parseVacancyInput } from '../../../lib/vacancy-lifecycle/input';
import { vacancyLifecycle, type Refuse } from '../../../lib/vacancy-lifecycle/lifecycle';
import { postedStatus } from '../../../lib/vacancy-lifecycle/status';
import { lockKey } from '../../../lib/key-lock';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { isReference, REFERENCE_UID } from '../../../lib/ats-references';

/**
 * The vacancies of `/api/v1` (decision 057): an organisation's vacancies by the ATS's own reference.
 * Posting, changing and closing are the vacancy lifecycle's (lib/vacancy-lifecycle, issue 46), the same
 * as the form's: its checks with the form's Dutch texts (@vacaturesite/shared/vacancy-messages), the
 * organisation's name as the employer's, online at once only for a verified organisation whose vacancy
 * no editor turned down, and every publish and close setting off the same effects.
 */
export type KeyContext = { keyId: number; organisationId: string; createdBy: number | null };
type ReferenceRow = { id: number; organisationId: string; reference: string; vacancyDocumentId: string | null; createdAt: string };

export const PAGE_SIZE_MAX = 100;
/** How long a second request with the same new reference waits for the first one's vacancy. */
const CLAIM_WAIT_MS = 10_000;
/** A claim without a vacancy this old is a request that died halfway: the next request takes it over. */
const CLAIM_ABANDONED_MS = 60_000;

/** A 400 with the form's Dutch text: `{ error: { status: 400, name: 'ValidationError', message, details: { errors: [{ path, message, code }] } } }`. */
export function dutchValidationError(failure: Pick<Failure, 'path' | 'message'>): errors.ValidationError {
  const message = dutchVacancyMessage(failure.path, failure.message);
  return new errors.ValidationError(message, {
    errors: [{ path: failure.path ? [failure.path] : [], message, name: 'ValidationError', code: failure.message }],
  });
}

const refuse: Refuse = (failure) => {
  if (failure.path === 'id') return notFound();
  throw dutchValidationError(failure);
};

const notFound = (): never => {
  throw new errors.NotFoundError('Deze vacature bestaat niet (of hoort niet bij deze organisatie).');
};

/** `{ data: { reference, …the form's fields } }` → the reference and the checked input. */
export function parseApiVacancy(
  body: unknown,
  { referenceRequired }: { referenceRequired: boolean },
): { reference: string | null; input: VacancyInput } {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw dutchValidationError({ message: 'Body must be a JSON object with data' });
  const { reference, ...fields } = data as Record<string, unknown>;
  if (referenceRequired || reference !== undefined) {
    if (!isReference(reference))
      throw new errors.ValidationError(
        'Geef een referentie: 1 tot 100 letters, cijfers, punten, dubbele punten, streepjes of lage streepjes.',
        {
          errors: [{ path: ['reference'], message: 'reference must match ^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$', name: 'ValidationError' }],
        },
      );
  }
  // The employer's name is the organisation's (lib/vacancy-lifecycle/rules.ts): an ATS may leave it out.
  const parsed = parseVacancyInput({ data: fields }, todayInNetherlands(), { employerOptional: true });
  if (parsed.ok === false) throw dutchValidationError(parsed);
  return { reference: (reference as string | undefined) ?? null, input: parsed.value };
}

export function createAtsVacancies(strapi: Core.Strapi) {
  const references = () => strapi.db.query(REFERENCE_UID);
  const vacancies = () => strapi.db.query(VACANCY_UID);

  const lifecycle = vacancyLifecycle(strapi);

  async function referenceOf(organisationId: string, reference: string): Promise<ReferenceRow | null> {
    return references().findOne({
      where: { organisationId, reference },
      select: ['id', 'organisationId', 'reference', 'vacancyDocumentId', 'createdAt'],
    });
  }

  async function view(reference: string, documentId: string) {
    const draft = (await strapi.documents(VACANCY_UID).findOne({
      documentId,
      status: 'draft',
      populate: { category: { fields: ['name'] }, place: { fields: ['name'] } },
    })) as VacancyRow | null;
    if (!draft) return notFound();
    const published: Pick<VacancyRow, 'slug' | 'validThrough'> | null = await vacancies().findOne({
      where: { documentId, publishedAt: { $notNull: true } },
      select: ['slug', 'validThrough'],
    });
    return {
      reference,
      id: documentId,
      status: postedStatus(draft, published, todayInNetherlands()),
      live: !!published,
      closed: !!draft.closed,
      url: published ? `${siteUrl()}/jobs/vacature/${documentId}/${published.slug}` : null,
      title: draft.title,
      summary: draft.summary ?? '',
      description: blocksToText(draft.description),
      employerName: draft.employerName ?? '',
      category: draft.category?.documentId ?? null,
      place: draft.place?.documentId ?? null,
      hoursPerWeek: toNumber(draft.hoursPerWeek),
      employmentType: draft.employmentType,
      educationLevel: draft.educationLevel ?? null,
      workplace: draft.workplace ?? null,
      salaryMin: toNumber(draft.salaryMin),
      salaryMax: toNumber(draft.salaryMax),
      salaryPeriod: draft.salaryPeriod ?? 'MONTH',
      validThrough: draft.validThrough ?? null,
      howToApply: draft.howToApply ?? null,
      applyUrl: draft.applyUrl ?? null,
      applicationMails: draft.applicationMails ?? 'each',
      reviewNote: draft.reviewNote ?? null,
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    };
  }

  async function owned(key: KeyContext, reference: string): Promise<ReferenceRow & { vacancyDocumentId: string }> {
    if (!isReference(reference)) return notFound();
    const row = await referenceOf(key.organisationId, reference);
    if (!row?.vacancyDocumentId) return notFound();
    return row as ReferenceRow & { vacancyDocumentId: string };
  }

  /** The claim gets its vacancy before the publish, so the publish's webhook event names the reference. */
  async function createVacancy(key: KeyContext, input: VacancyInput, claimId: number): Promise<string> {
    const { documentId } = await lifecycle.post(input, {
      posterId: key.createdBy,
      organisationId: key.organisationId,
      refuse,
      onCreated: async (id) => {
        await references().update({ where: { id: claimId }, data: { vacancyDocumentId: id } });
      },
    });
    return documentId;
  }

  async function waitForClaim(key: KeyContext, reference: string): Promise<ReferenceRow | null> {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const row = await referenceOf(key.organisationId, reference);
      if (!row || row.vacancyDocumentId || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    async list(key: KeyContext, page: number, pageSize: number) {
      const where = { organisationId: key.organisationId, vacancyDocumentId: { $notNull: true } };
      const [rows, total]: [ReferenceRow[], number] = await Promise.all([
        references().findMany({
          where,
          select: ['reference', 'vacancyDocumentId'],
          orderBy: [{ id: 'asc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }),
        references().count({ where }),
      ]);
      const ids = rows.map((row) => row.vacancyDocumentId!);
      const drafts: VacancyRow[] = ids.length
        ? await vacancies().findMany({
            where: { documentId: { $in: ids }, publishedAt: null },
            select: ['documentId', 'title', 'closed', 'reviewStatus', 'validThrough', 'updatedAt'],
          })
        : [];
      const published: Array<Pick<VacancyRow, 'documentId' | 'slug' | 'validThrough'>> = ids.length
        ? await vacancies().findMany({
            where: { documentId: { $in: ids }, publishedAt: { $notNull: true } },
            select: ['documentId', 'slug', 'validThrough'],
          })
        : [];
      const draftOf = new Map(drafts.map((row) => [row.documentId, row]));
      const publishedOf = new Map(published.map((row) => [row.documentId, row]));
      const today = todayInNetherlands();
      return {
        data: rows.flatMap((row) => {
          const draft = draftOf.get(row.vacancyDocumentId!);
          if (!draft) return [];
          const live = publishedOf.get(draft.documentId) ?? null;
          return [
            {
              reference: row.reference,
              id: draft.documentId,
              title: draft.title,
              status: postedStatus(draft, live, today),
              live: !!live,
              closed: !!draft.closed,
              url: live ? `${siteUrl()}/jobs/vacature/${draft.documentId}/${live.slug}` : null,
              updatedAt: draft.updatedAt,
            },
          ];
        }),
        meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
      };
    },

    async findOne(key: KeyContext, reference: string) {
      const row = await owned(key, reference);
      return view(row.reference, row.vacancyDocumentId);
    },

    /**
     * Creates the vacancy, or, when the reference is known, updates it: the same reference never makes a
     * second vacancy, also from two requests at once (the unique index decides; see references.ts).
     */
    async upsert(
      key: KeyContext,
      reference: string,
      input: VacancyInput,
    ): Promise<{ created: boolean; vacancy: Awaited<ReturnType<typeof view>> }> {
      // One request per (organisation, reference) at a time, on every instance: the second waits for the
      // first's commit and then updates its vacancy, never publishing the same vacancy beside it (decision 059).
      return strapi.db.transaction(async ({ trx }) => {
        await lockKey(strapi, trx, `ats-reference:${key.organisationId}:${reference}`);
        return claimOrUpdate(key, reference, input);
      });
    },

    async update(key: KeyContext, reference: string, input: VacancyInput) {
      const row = await owned(key, reference);
      await lifecycle.change(row.vacancyDocumentId, input, { refuse });
      return view(row.reference, row.vacancyDocumentId);
    },

    /** Closed as on /jobs/mijn (the lifecycle's closing): off the site's lists and pages' open state at once. */
    async close(key: KeyContext, reference: string) {
      const row = await owned(key, reference);
      await lifecycle.setClosed(row.vacancyDocumentId, true);
      return view(row.reference, row.vacancyDocumentId);
    },
  };

  async function claimOrUpdate(
    key: KeyContext,
    reference: string,
    input: VacancyInput,
  ): Promise<{ created: boolean; vacancy: Awaited<ReturnType<typeof view>> }> {
    for (let round = 0; round < 3; round += 1) {
      const existing = await referenceOf(key.organisationId, reference);
      if (existing?.vacancyDocumentId) {
        await lifecycle.change(existing.vacancyDocumentId, input, { refuse });
        return { created: false, vacancy: await view(reference, existing.vacancyDocumentId) };
      }
      if (existing && Date.now() - new Date(existing.createdAt).getTime() > CLAIM_ABANDONED_MS) {
        await references().deleteMany({ where: { id: existing.id, vacancyDocumentId: null } });
        continue;
      }
      let claim: ReferenceRow | null = null;
      if (!existing) {
        try {
          claim = await references().create({ data: { organisationId: key.organisationId, reference, vacancyDocumentId: null } });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (!claim) {
        // Another request holds this reference: wait for its vacancy, then update that one.
        await waitForClaim(key, reference);
        continue;
      }
      // A failure rolls the claim back with the vacancy (upsert's transaction).
      const documentId = await createVacancy(key, input, claim.id);
      return { created: true, vacancy: await view(reference, documentId) };
    }
    throw new errors.ApplicationError('Een ander verzoek met deze referentie is nog bezig; probeer het zo opnieuw.', {
      code: 'reference-busy',
    });
  }
}
