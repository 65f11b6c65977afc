import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mail.public.ts';

/** What the reservation use cases run with: the app (database, payments, jobs) and the mailer writing its outbox. */
export interface ReservationsDeps {
  app: FastifyInstance;
  mailer: Mailer;
}
