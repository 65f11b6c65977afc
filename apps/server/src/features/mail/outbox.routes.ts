import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';
import { z } from 'zod';
import type { MailOutboxRow } from '../../db/schema/mail.ts';
import { findOutboxMessage, listOutbox } from './outbox.repository.ts';

/** Escapes a text body and makes its http(s) links clickable. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function attachmentLinks(id: number, attachments: { filename: string }[]): string {
  if (attachments.length === 0) return '';
  const links = attachments.map(
    (file, index) =>
      `<li><a href="/dev/outbox/${id}/attachments/${index}" data-testid="outbox-attachment">${escapeHtml(file.filename)}</a></li>`,
  );
  return `<p class="meta">Attachments:</p><ul>${links.join('')}</ul>`;
}

/** Where a message sent over SMTP stands (nothing for a kept one). */
function deliveryOf(message: MailOutboxRow): string {
  if (message.status === 'kept') return '';
  const attempts = message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`;
  const state =
    message.status === 'sent'
      ? `sent ${message.sentAt?.toISOString() ?? ''}`
      : message.status === 'failed'
        ? `failed after ${attempts}: ${message.lastError ?? ''}`
        : message.attempts === 0
          ? 'queued'
          : `queued, ${attempts} so far: ${message.lastError ?? ''}`;
  return ` · <span data-testid="outbox-delivery">${escapeHtml(state)}</span>`;
}

const attachmentParams = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  index: z.coerce.number().int().min(0).max(100),
});

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
<p class="meta">To <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.createdAt.toISOString())} · ${escapeHtml(message.template)} (${escapeHtml(message.language)})${deliveryOf(message)}</p>
<pre>${linkify(message.text)}</pre>
${attachmentLinks(message.id, message.attachments)}
</article>`,
      )
      .join('\n');
    const body = `<h1>Mail outbox</h1>
<p>Without <code>SMTP_URL</code>, e-mails are kept here instead of being sent; with it (and <code>MAIL_OUTBOX_PAGE</code>), each shows how its delivery stands.${recipient ? ` Showing messages to ${escapeHtml(recipient)}.` : ''}</p>
${items || '<p class="card">No messages yet.</p>'}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(htmlPage('Mail outbox', body));
  });

  // An attachment of a kept message (the booking's .ics), downloaded as the mail client would save it.
  app.get('/dev/outbox/:id/attachments/:index', { schema: { hide: true } }, async (request, reply) => {
    const params = attachmentParams.safeParse(request.params);
    const message = params.success ? await findOutboxMessage(app.db, params.data.id) : undefined;
    const file = params.success ? message?.attachments[params.data.index] : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
