import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox-repository.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Writes the mail to the outbox, then delivers it over SMTP when `SMTP_URL` is set. A delivery failure is
 * recorded on the outbox row (status FAILED with the error) instead of failing the user's request:
 * nothing is dropped silently, and an operator can see and resend it.
 */
export function createMailer(deps: {
  outbox: OutboxRepository;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const id = await deps.outbox.add({ ...mail, html: mail.html ?? null, status: transport ? 'PENDING' : 'STORED' });
      if (!transport) return;
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await deps.outbox.mark(id, 'SENT', null);
      } catch (err) {
        deps.log.error({ err, to: mail.to }, 'mail delivery failed');
        await deps.outbox.mark(id, 'FAILED', err instanceof Error ? err.message.slice(0, 1000) : 'unknown error');
      }
    },
  };
}
