import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isApplyAddress, isWebAddress } from '@vacaturesite/shared';

/** Which fields hold links the site prints, and what each may hold (api/my-jobs/lib/links.ts). */
const LINK_FIELDS: Record<string, { field: string; valid: (value: unknown) => boolean; message: string }> = {
  'api::vacancy.vacancy': {
    field: 'applyUrl',
    valid: isApplyAddress,
    message:
      'Solliciteren via: vul een webadres in dat begint met https:// (met een domeinnaam) of een e-mailadres als mailto:naam@voorbeeld.nl.',
  },
  'api::partner.partner': {
    field: 'website',
    valid: isWebAddress,
    message: 'Website: vul een webadres in dat begint met https:// of http://, met een domeinnaam.',
  },
};

/**
 * Refuses a link the site could not print safely, whichever way it is saved: the Content Manager,
 * the REST API, the my-jobs routes or a script (Strapi's own `regex` also lets `https://"><x` through).
 */
export function registerLinkValidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const rule = LINK_FIELDS[context.uid];
    if (rule && (context.action === 'create' || context.action === 'update')) {
      const value = (context.params as { data?: Record<string, unknown> }).data?.[rule.field];
      const empty = value === undefined || value === null || value === '';
      if (!empty && !rule.valid(value)) throw new errors.ValidationError(rule.message);
    }
    return next();
  });
}
