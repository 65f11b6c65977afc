// Runs the Stripe stand-in as its own process, for a whole server run against it (the reliability
// harness with PAYMENT_PROVIDER=stripe): `node --import tsx apps/server/src/features/payments/stripe/stripe-stand-in.main.ts`,
// then STRIPE_API_BASE=http://127.0.0.1:<port> for the servers. Test support only, never in production.
import { StripeStandIn } from './stripe-stand-in.ts';

const standIn = await new StripeStandIn().start(Number(process.env.STRIPE_STAND_IN_PORT ?? 12111));
console.log(`Stripe stand-in listening at ${standIn.baseUrl}`);
const report = () => {
  const intents = [...standIn.paymentIntents.values()];
  const byStatus = Object.fromEntries(
    [...new Set(intents.map((intent) => intent.status))].map((status) => [
      status,
      intents.filter((intent) => intent.status === status).length,
    ]),
  );
  console.log(
    JSON.stringify({ requests: standIn.requests.length, paymentIntents: byStatus, refunds: standIn.refunds.size }),
  );
};
process.on('SIGTERM', () => {
  report();
  void standIn.close().then(() => process.exit(0));
});
