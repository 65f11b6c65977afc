import fp from 'fastify-plugin';
import { FairLine } from '../shared/fair-line.ts';

// Paying holds the golfer's card authorisation: it is never kept waiting here.
const PAYING = /\/process-payment(\/finalize)?$/;
// The waiting room's place-in-line poll, answered from the process's memory (release-queue's
// queue-snapshot.ts): waiting here it would only take places that holds and payments need, and
// polls are most of release morning's requests.
const PLACE_IN_LINE_POLL = /\/release-queue\/:facilityId\/tickets\/current$/;

/**
 * At most `limit` API requests other than paying run their handlers at once; the others wait before
 * their handler runs. Every request in flight shares the one event loop: on a release morning
 * hundreds of them would make each of a payment's twenty-odd sequential statements wait a turn
 * behind all the others (the checkout bench's process-payment p99). The waiting calls are served
 * client address by client address in turn (FairLine), each address's in its own arrival order: a
 * script's burst of hundreds of calls at the release instant waits behind itself, and a golfer's
 * one call goes after at most one call of each address already waiting. A request whose client
 * leaves while it waits is dropped from the line.
 */
export default fp<{ limit: number }>(
  async (app, { limit }) => {
    let running = 0;
    const waiting = new FairLine<() => boolean>();
    const release = () => {
      running -= 1;
      // Admit the next waiter whose client is still there.
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        running += 1;
        if (next()) return;
        running -= 1;
      }
    };
    // After the body is read: a client that sends its body slowly does not hold a place meanwhile.
    app.addHook('preHandler', (request, reply, done) => {
      const route = request.routeOptions.url ?? '';
      if (!request.url.startsWith('/api/') || PAYING.test(route)) return done();
      if (request.method === 'GET' && PLACE_IN_LINE_POLL.test(route)) return done();
      let state: 'waiting' | 'running' | 'gone' = 'waiting';
      // 'close' comes once the answer is sent or the connection is gone, whichever is first.
      reply.raw.once('close', () => {
        if (state === 'running') release();
        state = 'gone';
      });
      const start = () => {
        if (state === 'gone') return false;
        state = 'running';
        done();
        return true;
      };
      if (running < limit) {
        running += 1;
        start();
      } else waiting.push(request.ip, start);
    });
  },
  { name: 'request-admission' },
);
