import type { OutboxMail, Page } from '@sentio/domain';
import type { Db } from '../db/database.js';

export type OutboxStatus = OutboxMail['status'];

/** Every mail the product sends is written here first: with no SMTP server it stays readable by an operator. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async add(mail: { to: string; subject: string; text: string; html: string | null; status: OutboxStatus }): Promise<string> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, status: mail.status })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async mark(id: string, status: OutboxStatus, error: string | null): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status, error, sent_at: status === 'SENT' ? new Date() : null })
      .where('id', '=', id)
      .execute();
  }

  async page(input: { page: number; size: number; to?: string | undefined }): Promise<Page<OutboxMail>> {
    let q = this.db.selectFrom('mail_outbox');
    if (input.to) q = q.where('to_address', '=', input.to);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(input.size)
        .offset(input.page * input.size)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      content: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        status: r.status as OutboxStatus,
        error: r.error,
        createdAt: r.created_at.toISOString(),
      })),
      page: input.page,
      size: input.size,
      total: Number(count.n),
    };
  }
}
