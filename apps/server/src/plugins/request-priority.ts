import fp from 'fastify-plugin';
import { queryPriority } from '../db/pool-gate.ts';

// Paying is the last call of a checkout and holds the golfer's card authorisation: finish it before
// starting other work. Everything else is served by when its request arrived.
const FIRST = /\/process-payment(\/finalize)?$/;

/** Runs each request in the async context by which the database pool gate orders connections (the request test checks it survives body parsing). */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      queryPriority.run({ rank: FIRST.test(request.routeOptions.url ?? '') ? 0 : 1, since: Date.now() }, done);
    });
  },
  { name: 'request-priority' },
);
