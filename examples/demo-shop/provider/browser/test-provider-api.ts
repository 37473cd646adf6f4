/**
 * Test helper: the browser double talks to the real provider HTTP API, in process. A fresh intents
 * service on an in-memory database is mounted on Fastify, and `fetch` is stubbed to inject into it
 * (each request is recorded). Used by the double's unit tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { mountProviderApi } from '../server/http-api.ts';
import { createIntentsService, type IntentsService } from '../server/index.ts';
import { providerTestDb } from '../server/test-db.ts';

export interface ProviderApiRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface ProviderApi {
  app: FastifyInstance;
  service: IntentsService;
  requests: ProviderApiRequest[];
}

export async function stubProviderApi(): Promise<ProviderApi> {
  const service = createIntentsService(providerTestDb());
  const app = Fastify();
  mountProviderApi(app, service);
  await app.ready();
  const requests: ProviderApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url: url.pathname + url.search, body });
    const response = await app.inject({ method: method as 'GET' | 'POST', url: url.pathname + url.search, headers: init.headers as Record<string, string>, payload: body as string | object | undefined });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  });
  return { app, service, requests };
}
