import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { atsOpenApiPublicUrl, getAtsOpenApiDocument } from '@/lib/cms/ats-api';

/**
 * The ATS API's documentation (decision 057), rendered on the server from the CMS's OpenAPI 3.1 document
 * (`/api/v1/openapi.json`, apps/cms/src/api/ats/lib/openapi.ts), the API's one description. No OpenAPI
 * renderer (Swagger UI, Redoc, Scalar) is installed in this repository, and one would add hundreds of kB
 * of client JavaScript to a page that needs none: this page turns the document into plain HTML itself.
 */
export const metadata: Metadata = seoMetadata({
  title: 'API voor ATS-koppelingen',
  description: 'Vacatures plaatsen, wijzigen en sluiten vanuit je applicant tracking system, en sollicitaties ontvangen via een webhook.',
  path: '/api-documentatie',
});
export const revalidate = 300;

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { description?: string }>;
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const example = operation.requestBody?.content?.['application/json']?.example;
  const parameters = operation.parameters ?? [];
  return (
    <section className="prose" id={operation.operationId} data-testid="api-operation">
      <h3>
        <code>{`${method.toUpperCase()} ${path}`}</code>
      </h3>
      {operation.summary ? <p>{operation.summary}</p> : null}
      {operation.description ? <p>{operation.description}</p> : null}
      {parameters.length ? (
        <>
          <h4>Parameters</h4>
          <ul>
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code>{parameter.name}</code> ({parameter.in}
                {parameter.required ? ', verplicht' : ''}){parameter.description ? `: ${parameter.description}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {example !== undefined ? (
        <>
          <h4>Voorbeeld</h4>
          <pre>
            <code>{JSON.stringify(example, null, 2)}</code>
          </pre>
        </>
      ) : null}
      {operation.responses ? (
        <>
          <h4>Antwoorden</h4>
          <ul>
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status}>
                <code>{status}</code> {response.description}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export default async function ApiDocumentationPage() {
  const document = await getAtsOpenApiDocument(revalidate);
  const info = (document?.info ?? {}) as { title?: string; version?: string; description?: string };
  const paths = (document?.paths ?? {}) as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  const webhooks = (document?.webhooks ?? {}) as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  const fields = ((document?.components as Json | undefined)?.schemas as Json | undefined)?.VacancyInput as
    | { required?: string[]; properties?: Record<string, { type?: unknown; enum?: unknown[]; maxLength?: number; description?: string }> }
    | undefined;
  return (
    <>
      <h1>API voor ATS-koppelingen</h1>
      <div className="prose">
        <p>
          Werk je met een applicant tracking system (ATS)? Dan kun je vacatures van je organisatie hier automatisch plaatsen, wijzigen,
          sluiten en opvragen, en krijgt je ATS bericht zodra iemand solliciteert. De eigenaar van de organisatie maakt een API-sleutel aan;
          je ATS stuurt die mee als <code>Authorization: Bearer vs_live_…</code>.
        </p>
        <p lang="en">
          English: this is the REST API for applicant tracking systems, version {info.version ?? '1'}. The machine-readable OpenAPI 3.1
          document is at <a href={atsOpenApiPublicUrl()}>/api/v1/openapi.json</a>.
        </p>
        {info.description ? <p lang="en">{info.description}</p> : null}
      </div>
      {!document ? (
        <p className="prose" role="status">
          De beschrijving van de API is nu niet te laden. Probeer het later opnieuw.
        </p>
      ) : (
        <>
          <h2>Verzoeken</h2>
          {Object.entries(paths).flatMap(([path, item]) =>
            METHODS.filter((method) => item[method]).map((method) => (
              <OperationView key={`${method} ${path}`} method={method} path={`/api${path}`} operation={item[method]!} />
            )),
          )}
          {fields?.properties ? (
            <section className="prose">
              <h2>Velden van een vacature</h2>
              <p>Dezelfde regels als het formulier op de site; een fout geeft dezelfde Nederlandse tekst in error.message.</p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Veld</th>
                    <th scope="col">Type</th>
                    <th scope="col">Toelichting</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(fields.properties).map(([name, field]) => (
                    <tr key={name}>
                      <td>
                        <code>{name}</code>
                        {fields.required?.includes(name) ? ' (verplicht)' : ''}
                      </td>
                      <td>{Array.isArray(field.type) ? field.type.join(' of ') : String(field.type ?? '')}</td>
                      <td>
                        {field.enum ? `Een van: ${field.enum.filter((value) => value !== null).join(', ')}. ` : ''}
                        {field.maxLength ? `Hoogstens ${field.maxLength} tekens. ` : ''}
                        {field.description ?? ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          <h2>Webhook: nieuwe sollicitaties</h2>
          {Object.entries(webhooks).flatMap(([name, item]) =>
            METHODS.filter((method) => item[method]).map((method) => (
              <OperationView key={name} method={method} path={`jouw webhook-adres (${name})`} operation={item[method]!} />
            )),
          )}
        </>
      )}
    </>
  );
}
