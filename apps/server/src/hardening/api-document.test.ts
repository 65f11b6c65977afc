import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The published document (/docs/json) against what the routes really take and answer: a client
// generated from it, or a validator in front of the server (npm run api-contract), must not be
// told JSON where a file comes back, nor be refused for sending the body it documents.

type Schema = { type?: string; anyOf?: Schema[] };
type Content = Record<string, { schema?: Schema }>;
type Operation = { requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
type ApiDocument = { paths: Record<string, Record<string, Operation>> };

const FILE_ANSWERS: Record<string, string> = {
  '/api/reservation/{id}/calendar.ics': 'text/calendar',
  '/api/admin/reports/utilisation.csv': 'text/csv',
  '/api/admin/reports/revenue.csv': 'text/csv',
  '/api/admin/reports/no-shows.csv': 'text/csv',
  '/api/admin/reports/promotions.csv': 'text/csv',
  '/api/admin/reports/end-of-day.csv': 'text/csv',
  '/api/admin/tee-sheet.csv': 'text/csv',
};

let server: TestServer;
let document: ApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  document = (await (await server.get('/docs/json')).json()) as ApiDocument;
});
afterAll(() => server.close());

describe('the published API document', () => {
  it('documents the calendar entry and the CSV reports in their own media types, as text', () => {
    for (const [path, mediaType] of Object.entries(FILE_ANSWERS)) {
      const content = document.paths[path]?.get?.responses['200']?.content;
      expect(Object.keys(content ?? {}), path).toEqual([mediaType]);
      expect(content![mediaType]!.schema, path).toEqual({ type: 'string' });
    }
  });

  it('documents no success answer as a bare JSON string (a file documented as JSON)', () => {
    const bareStrings = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(
            ([status, response]) =>
              status.startsWith('2') && response.content?.['application/json']?.schema?.type === 'string',
          )
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(bareStrings).toEqual([]);
  });

  it('documents the new-cart body the web app sends, and the route takes it, no body, and refuses anything else', async () => {
    const body = document.paths['/api/shopping-cart']?.post?.requestBody;
    const schema = body?.content['application/json']?.schema;
    expect(schema?.anyOf?.map((choice) => choice.type) ?? [schema?.type]).toContain('object');
    const api = accountsClient(server.baseUrl);
    expect((await api.call('POST', '/api/shopping-cart', {})).status).toBe(201);
    const none = await api.call('POST', '/api/shopping-cart');
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    const refused = await api.call('POST', '/api/shopping-cart', []);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toEqual(expect.any(String));
  });
});
