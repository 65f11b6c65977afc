import { emailLookupKey, normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resolveApiBookingEngine } from '../../plugins/tenant.ts';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';
import type { SandboxGolfIdProvider } from './sandbox-provider.ts';

interface SignInFields {
  state: string;
  alias: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

function signInPage(fields: SignInFields, error?: string): string {
  const value = (text: string | undefined) => escapeHtml(text ?? '');
  return htmlPage(
    'Golf ID sandbox – sign in',
    `<h1>Golf ID (sandbox)</h1>
<section class="card" aria-labelledby="golf-id-heading">
<h2 id="golf-id-heading" style="font-size:1.1rem;margin:0">Sign in with your Golf ID</h2>
<p class="meta">This local sandbox stands in for the golf-ID identity provider: any name and e-mail address sign in.</p>
${error ? `<p role="alert" style="color:#a3222b;font-weight:600">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/golf-id/authorize">
<input type="hidden" name="state" value="${value(fields.state)}">
<input type="hidden" name="alias" value="${value(fields.alias)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${value(fields.email)}">
<label for="firstName">First name</label>
<input id="firstName" name="firstName" autocomplete="given-name" required value="${value(fields.firstName)}">
<label for="lastName">Last name</label>
<input id="lastName" name="lastName" autocomplete="family-name" required value="${value(fields.lastName)}">
<button type="submit">Sign in</button>
</form>
</section>`,
  );
}

/**
 * The sandbox golf-ID provider's own sign-in page: GET shows the form; POST signs a
 * short-lived token for the entered identity and returns to the SPA's /login-with-golfid
 * with beUsername, beGolfIdToken and beStateKey (SPEC §2).
 */
export function sandboxGolfIdRoutes(
  provider: SandboxGolfIdProvider,
  options: { defaultAlias: string; originOf: (request: FastifyRequest) => string },
): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.get('/sandbox/golf-id/authorize', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const page = signInPage({ state: query.state ?? '', alias: query.alias ?? options.defaultAlias });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });

    app.post('/sandbox/golf-id/authorize', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const fields: SignInFields = {
        state: form.state ?? '',
        alias: form.alias ?? options.defaultAlias,
        email: form.email === undefined ? undefined : emailLookupKey(form.email),
        firstName: form.firstName?.trim(),
        lastName: form.lastName?.trim(),
      };
      const send = (status: number, error: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(signInPage(fields, error));
      if (!fields.email || !normalizeEmailAddress(fields.email).ok || !fields.firstName || !fields.lastName) {
        return send(400, 'Please enter an e-mail address, a first name and a last name.');
      }
      if (!fields.state)
        return send(400, 'This sign-in request has no state key. Please start again from the booking page.');
      const engine = await resolveApiBookingEngine(app.db, fields.alias, options.defaultAlias).catch(() => undefined);
      if (!engine) return send(400, 'Unknown booking engine.');
      // The sandbox's subject is stable per e-mail address, like a real provider's account id.
      const subject = `sandbox:${fields.email}`;
      const token = await provider.issue(
        { subject, email: fields.email, firstName: fields.firstName, lastName: fields.lastName },
        engine.alias,
        fields.state,
        app.accounts.now(),
      );
      const target = new URL('/login-with-golfid', options.originOf(request));
      target.searchParams.set('alias', engine.alias);
      target.searchParams.set('beUsername', fields.email);
      target.searchParams.set('beGolfIdToken', token);
      target.searchParams.set('beStateKey', fields.state);
      return reply.redirect(target.toString(), 303);
    });
  };
}
