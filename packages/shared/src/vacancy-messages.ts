import { VALID_THROUGH_MAX_DAYS } from './my-jobs';

/**
 * The vacancy form's Dutch error texts, defined once (issue 39, decision 057): the site's form
 * (apps/web/features/jobs/schemas.ts) shows them, and the ATS API (apps/cms/src/api/ats) answers with
 * them. The CMS's own checks (apps/cms/src/lib/vacancy-lifecycle/input.ts) say machine-readable English
 * with the field in `path`; `dutchVacancyMessage` turns such a failure into the text the form shows.
 */

/** How the form names a text field inside its messages ("Vul een functietitel in."). */
export const VACANCY_TEXT_LABELS = {
  title: 'een functietitel',
  summary: 'een korte omschrijving',
  description: 'de omschrijving',
  employerName: 'de naam van de werkgever',
  howToApply: 'hoe te solliciteren',
} as const;

export const vacancyTextMessages = {
  required: (label: string) => `Vul ${label} in.`,
  min: (min: number, label: string) => `Gebruik minstens ${min} tekens voor ${label}.`,
  max: (max: number, label: string) => `Gebruik hoogstens ${max} tekens voor ${label}.`,
};

/** The form's fixed texts, per field or rule. */
export const VACANCY_MESSAGES = {
  category: 'Kies een vakgebied uit de lijst.',
  place: 'Kies een plaats uit de lijst.',
  hoursPerWeek: 'Vul een aantal uren van 1 tot en met 60 in.',
  employmentType: 'Kies het soort dienstverband.',
  educationLevel: 'Kies een opleidingsniveau uit de lijst.',
  workplace: 'Kies op locatie, hybride of thuiswerk.',
  amount: 'Vul een bedrag in euro in, bijvoorbeeld 3.200 of 15,50.',
  amountAmbiguous: 'Schrijf duizendtallen met een punt en centen met een komma, bijvoorbeeld 3.200 of 15,50.',
  salaryPeriod: 'Kies per uur, maand of jaar.',
  validThroughInvalid: 'Vul een geldige datum in.',
  validThroughPast: 'Deze datum ligt in het verleden.',
  validThroughTooFar: `Een vacature kan hoogstens een jaar (${VALID_THROUGH_MAX_DAYS} dagen) open staan.`,
  howToApply: vacancyTextMessages.max(2000, VACANCY_TEXT_LABELS.howToApply),
  applicationMails: 'Kies hoe je van sollicitaties hoort.',
  applyUrl: 'Vul een webadres in dat begint met https:// (met een domeinnaam) of een e-mailadres als mailto:naam@voorbeeld.nl.',
  salaryMaxBelowMin: 'Het maximum mag niet lager zijn dan het minimum.',
  /** Not a form message: the API's answer to a field the form does not have. */
  unknownField: (field: string) => `Onbekend veld: ${field}.`,
  /** Not a form message: the API's answer to a body that is not `{ "data": { … } }`. */
  body: 'Stuur een JSON-object met de vacature in "data".',
} as const;

/**
 * The Dutch text for a failed vacancy check of the CMS (`path` is the field, `message` its English
 * reason as validation.ts words it). An unknown combination falls back to a general sentence naming the field.
 */
export function dutchVacancyMessage(path: string | undefined, message: string): string {
  if (message.startsWith('Invalid parameters: ')) return VACANCY_MESSAGES.unknownField(path ?? message.slice(20));
  if (!path) return VACANCY_MESSAGES.body;
  const reason = message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
  const label = (VACANCY_TEXT_LABELS as Record<string, string>)[path];
  if (label) {
    if (reason === 'is required' || reason === 'must be a string') return vacancyTextMessages.required(label);
    const min = /^must be at least (\d+) characters$/.exec(reason);
    if (min) return vacancyTextMessages.min(Number(min[1]), label);
    const max = /^must be at most (\d+) characters$/.exec(reason);
    if (max) return vacancyTextMessages.max(Number(max[1]), label);
  }
  if (path === 'validThrough') {
    if (reason === 'must not be in the past') return VACANCY_MESSAGES.validThroughPast;
    if (reason.startsWith('must be within')) return VACANCY_MESSAGES.validThroughTooFar;
    return VACANCY_MESSAGES.validThroughInvalid;
  }
  if (path === 'salaryMax' && reason === 'must not be lower than salaryMin') return VACANCY_MESSAGES.salaryMaxBelowMin;
  if ((path === 'salaryMin' || path === 'salaryMax') && reason.startsWith('is ambiguous')) return VACANCY_MESSAGES.amountAmbiguous;
  if (path === 'salaryMin' || path === 'salaryMax') return VACANCY_MESSAGES.amount;
  const fixed = (VACANCY_MESSAGES as Record<string, unknown>)[path];
  if (typeof fixed === 'string') return fixed;
  return `Controleer het veld ${path}.`;
}
