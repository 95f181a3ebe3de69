import { describe, expect, it } from 'vitest';
import { parseApiVacancy } from './vacancies';
import { EXAMPLE_VACANCY, OPENAPI_DOCUMENT } from './openapi';
import { V1_ROUTES } from './routes';

/** Strapi's `/v1/vacancies/:reference` as OpenAPI's `/v1/vacancies/{reference}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document of /api/v1', () => {
  it('is OpenAPI 3.1 and lists every route the CMS registers under /v1, and no other', () => {
    expect(OPENAPI_DOCUMENT.openapi).toBe('3.1.0');
    const registered = V1_ROUTES.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`).sort();
    const documented = Object.entries(OPENAPI_DOCUMENT.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key))
          .map((method) => `${method} ${path}`),
      )
      .sort();
    expect(documented).toEqual(registered);
  });

  it('has examples that pass the form’s validation, and a bad body answers the form’s Dutch text', () => {
    const examples = Object.values(OPENAPI_DOCUMENT.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => {
        const example = (operation as { requestBody?: { content: Record<string, { example?: unknown }> } }).requestBody?.content[
          'application/json'
        ].example;
        return example ? [example] : [];
      }),
    );
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) {
      const { reference, input } = parseApiVacancy(example, { referenceRequired: true });
      expect(reference).toBe(EXAMPLE_VACANCY.reference);
      expect(input.title).toBe(EXAMPLE_VACANCY.title);
    }
    expect(() => parseApiVacancy({ data: { ...EXAMPLE_VACANCY, title: '' } }, { referenceRequired: true })).toThrow(
      'Vul een functietitel in.',
    );
    expect(() => parseApiVacancy({ data: { ...EXAMPLE_VACANCY, salaryMin: 4000 } }, { referenceRequired: true })).toThrow(
      'Het maximum mag niet lager zijn dan het minimum.',
    );
    expect(() => parseApiVacancy({ data: { ...EXAMPLE_VACANCY, colour: 'red' } }, { referenceRequired: true })).toThrow(
      'Onbekend veld: colour.',
    );
    expect(() => parseApiVacancy({ data: { title: 'x' } }, { referenceRequired: true })).toThrow(/referentie/);
  });
});
