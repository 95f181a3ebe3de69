import { errorResponse, okResponse } from '@/lib/http/route';
import { authError } from '@/lib/http/errors';
import { fieldErrors } from '@/lib/forms/fields';
import { isBodyTooLarge, readBodyFormData } from '@/lib/http/body';
import { JobsFailure } from '@/features/jobs/errors';
import { jobsUploadRoute } from '@/features/jobs/route';
import { CV_MAX_BYTES } from '@vacaturesite/shared/my-jobs';
import { applicationFieldsSchema, cvFileProblem } from '@/features/jobs/schemas';

/** Room for the motivation and the multipart framing around a CV of the maximum size. */
const MAX_REQUEST_BYTES = CV_MAX_BYTES + 64 * 1024;

/**
 * POST multipart `vacancy`, `motivation`, `cv`, optional `cvConsent` ("true") → 201 { ok: true, application }. Size is checked here
 * while the body streams in, before anything is passed on (lib/http/body); whether the file really is
 * a PDF or DOCX the CMS decides by its content.
 */
export const POST = jobsUploadRoute(async (context) => {
  let form: FormData;
  try {
    form = await readBodyFormData(context.request, MAX_REQUEST_BYTES);
  } catch (error) {
    if (isBodyTooLarge(error)) throw new JobsFailure('cv-too-large');
    return errorResponse(
      authError('invalid-input', { message: 'Het formulier kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.' }),
    );
  }
  const parsed = applicationFieldsSchema.safeParse({
    vacancy: form.get('vacancy'),
    motivation: form.get('motivation'),
    cvConsent: form.get('cvConsent') === 'true',
  });
  if (!parsed.success) return errorResponse(authError('invalid-input'), fieldErrors(parsed.error));
  const cv = form.get('cv');
  const file = cv instanceof File ? cv : null;
  const problem = cvFileProblem(file);
  if (problem) throw new JobsFailure(file && file.size > 0 ? 'cv-too-large' : 'cv-missing');

  const outgoing = new FormData();
  outgoing.set('vacancy', parsed.data.vacancy);
  outgoing.set('motivation', parsed.data.motivation);
  outgoing.set('cvConsent', String(parsed.data.cvConsent));
  outgoing.set('cv', file!, file!.name || 'cv');
  const application = await context.api.apply(outgoing);
  return okResponse({ application }, 201);
});
