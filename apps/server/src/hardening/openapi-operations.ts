import type { TestServer } from '../test/test-server.ts';

/** One operation of the published OpenAPI document with what it validates. */
export interface OpenApiOperation {
  key: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean }[];
  hasBody: boolean;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: OpenApiOperation['parameters']; requestBody?: unknown }>>;
};

/** The operations of the document the app publishes at /docs/json (from the contract's zod schemas). */
export async function openApiDocumentOperations(server: TestServer): Promise<OpenApiOperation[]> {
  const document = (await (await server.get('/docs/json')).json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      hasBody: operation.requestBody !== undefined,
    })),
  );
}

/** The `METHOD /path` keys of the published operations. */
export async function openApiOperations(server: TestServer): Promise<string[]> {
  return (await openApiDocumentOperations(server)).map((operation) => operation.key);
}
