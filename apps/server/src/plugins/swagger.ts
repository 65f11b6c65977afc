import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: the UI at /docs, the document at /docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fairway API',
          version: '0.1.0',
          description:
            'Tee-time booking API. Every /api call names its booking engine with the x-be-alias header; ' +
            'without it the default engine answers. Errors are `{ error: { code, message, details? } }`.',
        },
        tags: [
          { name: 'facilities', description: 'Booking engine, settings and facilities' },
          { name: 'health', description: 'Liveness and database reachability' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
