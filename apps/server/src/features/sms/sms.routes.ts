import type { FastifyPluginAsync } from 'fastify';
import type { SmsOutboxRow, SmsSandboxMessageRow } from '../../db/schema/sms.ts';
import { escapeHtml, htmlPage } from '../../shared/html-page.ts';
import { listSandboxLog, listSms } from './sms-outbox.repository.ts';

/** The `?to=` number; a bare `+` in a query string arrives as a space, so `?to=+1500…` still works. */
export function recipientFilter(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.trim() === '') return undefined;
  const trimmed = to.trim();
  return /^\d/.test(trimmed) ? `+${trimmed}` : trimmed;
}

function messageCard(message: SmsOutboxRow): string {
  const outcome =
    message.status === 'sent'
      ? `sent ${escapeHtml(message.sentAt?.toISOString() ?? '')} as ${escapeHtml(message.providerMessageId ?? '')}`
      : escapeHtml(message.status);
  return `<article class="card" data-testid="sms-message" data-status="${escapeHtml(message.status)}">
<p class="meta">To <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.createdAt.toISOString())} · ${escapeHtml(message.template)} (${escapeHtml(message.language)})</p>
<p class="meta"><strong>${outcome}</strong> · ${message.attempts} attempt(s)${message.lastError ? ` · ${escapeHtml(message.lastError)}` : ''}</p>
<pre>${escapeHtml(message.body)}</pre>
</article>`;
}

function sandboxRow(entry: SmsSandboxMessageRow): string {
  const answer = entry.providerMessageId ?? `refused: ${entry.errorCode ?? ''}`;
  return `<li data-testid="sms-sandbox-entry">${escapeHtml(entry.createdAt.toISOString())} · ${escapeHtml(entry.recipient)} · ${escapeHtml(answer)}</li>`;
}

/**
 * GET /dev/sms: the demo page of the SMS outbox (sandbox provider). Lists the latest messages,
 * newest first, with their delivery status, then what the sandbox was asked to send; `?to=`
 * filters by recipient.
 */
export const smsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/sms', { schema: { hide: true } }, async (request, reply) => {
    const recipient = recipientFilter((request.query as { to?: unknown }).to);
    const [messages, log] = await Promise.all([listSms(app.db, recipient), listSandboxLog(app.db, recipient, 50)]);
    const body = `<h1>SMS outbox</h1>
<p>The sandbox SMS provider sends nothing; queued messages are delivered to it by the sms-delivery job.${recipient ? ` Showing messages to ${escapeHtml(recipient)}.` : ''}</p>
${messages.map(messageCard).join('\n') || '<p class="card">No messages yet.</p>'}
<h2 style="font-size:1.1rem">Sandbox provider log</h2>
${log.length > 0 ? `<ul class="card">${log.map(sandboxRow).join('')}</ul>` : '<p class="card">No requests yet.</p>'}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(htmlPage('SMS outbox', body));
  });
};
