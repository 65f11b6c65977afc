import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';
import { listOutbox } from './outbox.repository.ts';

/** Escapes a text body and makes its http(s) links clickable. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * GET /dev/outbox: the demo page of the mail outbox (no SMTP configured). Lists the latest
 * messages, newest first, with their links clickable; `?to=` filters by recipient.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const to = (request.query as { to?: unknown }).to;
    const recipient = typeof to === 'string' && to !== '' ? to : undefined;
    const messages = await listOutbox(app.db, recipient);
    const items = messages
      .map(
        (message) => `<article class="card" data-testid="outbox-message">
<h2 style="font-size:1.1rem;margin:0 0 4px">${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.createdAt.toISOString())} · ${escapeHtml(message.template)} (${escapeHtml(message.language)})</p>
<pre>${linkify(message.text)}</pre>
</article>`,
      )
      .join('\n');
    const body = `<h1>Mail outbox</h1>
<p>Without <code>SMTP_URL</code>, e-mails are kept here instead of being sent.${recipient ? ` Showing messages to ${escapeHtml(recipient)}.` : ''}</p>
${items || '<p class="card">No messages yet.</p>'}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(htmlPage('Mail outbox', body));
  });
};
