import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';

/**
 * A validating proxy in front of the ATS API (issue 46): every request an e2e test sends and every answer the
 * CMS gives are checked against the API's own OpenAPI document by express-openapi-validator (a tool no one
 * here wrote), so the document and the API cannot drift apart unnoticed. What it finds:
 * - an answer that does not match the document's schema for its operation and status;
 * - a request the document refuses that the API accepted (2xx): the API must not take what its contract
 *   forbids. A refused request is still forwarded, so tests of the API's own 400s keep working.
 */
export type Violation = { method: string; path: string; status: number; kind: 'request' | 'response'; message: string };

export type OpenApiCheck = {
  /** Base URL to use instead of the API's own, e.g. http://127.0.0.1:PORT/api/v1. */
  baseUrl: string;
  violations: Violation[];
  /** Answers checked against a response schema. */
  checkedAnswers: number;
  /** Requests the document refused (and what the API answered to each). */
  refusedRequests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as JSON, walked by tests that alter it
type OpenApiDocument = Record<string, any>;

type Forwarded = { status: number; contentType: string; text: string };

/** `apiBaseUrl` ends in /api/v1; the document's `servers` is `/api`, so the proxy serves the same path. */
export async function startOpenApiCheck(
  apiBaseUrl: string,
  { alter }: { alter?: (document: OpenApiDocument) => void } = {},
): Promise<OpenApiCheck> {
  const document = (await (await fetch(`${apiBaseUrl}/openapi.json`)).json()) as OpenApiDocument;
  // A test of the checker itself changes the contract and expects the API to break it.
  alter?.(document);
  const upstream = new URL(apiBaseUrl).origin;
  const check = { violations: [] as Violation[], checkedAnswers: 0, refusedRequests: [] as OpenApiCheck['refusedRequests'] };

  const forward = async (request: Request): Promise<Forwarded> => {
    const headers = new Headers();
    for (const name of ['authorization', 'content-type', 'accept', 'x-request-id'])
      if (typeof request.headers[name] === 'string') headers.set(name, request.headers[name]);
    const raw = (request as Request & { raw?: Buffer }).raw;
    const answer = await fetch(`${upstream}${request.originalUrl}`, {
      method: request.method,
      headers,
      body: raw && raw.length > 0 ? new Uint8Array(raw) : undefined,
    });
    return { status: answer.status, contentType: answer.headers.get('content-type') ?? '', text: await answer.text() };
  };
  const send = (response: Response, forwarded: Forwarded) => {
    response.status(forwarded.status);
    // res.json is where the response validator looks; anything else (an empty 204, text) passes as it came.
    if (forwarded.contentType.includes('json') && forwarded.text) response.json(JSON.parse(forwarded.text));
    else response.type(forwarded.contentType || 'text/plain').send(forwarded.text);
  };

  const app = express();
  // The body as it came, for forwarding byte for byte; parsed JSON (or the text that failed to parse) for the validator.
  app.use(express.raw({ type: () => true, limit: '2mb' }));
  app.use((request: Request & { raw?: Buffer }, _response: Response, next: NextFunction) => {
    request.raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    const text = request.raw?.toString('utf8') ?? '';
    try {
      request.body = text ? JSON.parse(text) : undefined;
    } catch {
      request.body = text;
    }
    next();
  });
  app.use(
    OpenApiValidator.middleware({
      apiSpec: document as never,
      validateRequests: true,
      // The CMS checks the API key itself; the proxy checks shapes only.
      validateSecurity: false,
      validateResponses: {
        onError: (error: Error, _body: unknown, request: Request) => {
          check.violations.push({
            method: request.method,
            path: request.originalUrl,
            status: request.res?.statusCode ?? 0,
            kind: 'response',
            message: error.message,
          });
        },
      },
    }),
  );
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    try {
      const forwarded = await forward(request);
      if (forwarded.contentType.includes('json') && forwarded.text) check.checkedAnswers += 1;
      send(response, forwarded);
    } catch (error) {
      next(error);
    }
  });
  // A request the document refuses: forwarded all the same, and a violation when the API took it.
  app.use(async (error: Error & { status?: number }, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    try {
      const forwarded = await forward(request);
      check.refusedRequests.push({ method: request.method, path: request.originalUrl, status: forwarded.status });
      if (forwarded.status < 400)
        check.violations.push({
          method: request.method,
          path: request.originalUrl,
          status: forwarded.status,
          kind: 'request',
          message: `the document refuses this request (${error.message}) but the API answered ${forwarded.status}`,
        });
      response
        .status(forwarded.status)
        .type(forwarded.contentType || 'text/plain')
        .send(forwarded.text);
    } catch (forwardError) {
      next(forwardError);
    }
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    get violations() {
      return check.violations;
    },
    get checkedAnswers() {
      return check.checkedAnswers;
    },
    get refusedRequests() {
      return check.refusedRequests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
