import type { Db } from '../../platform/db/database.js';
import { recipientOf, type Notifier } from '../notifications/notifier.js';
import type { ActionNotices, NoticeAction } from './notices.js';
import { NoticeRepository } from './notice-repository.js';

type NoticeKey = 'actionAssigned' | 'actionChanged' | 'actionNote' | 'actionMentioned' | 'actionDueSoon' | 'actionOverdue';

/** How much of a note a notice quotes. */
const NOTE_EXCERPT = 200;

/**
 * The ActionNotices port over the Notifier (docs/actions.md): type ACTION, a link to the action, in-app and/or mail
 * as each recipient's settings say, in their language. Whoever acted never hears of it, and only current members of
 * the action's workspace hear at all.
 */
export class NotifierNotices implements ActionNotices {
  private readonly repo: NoticeRepository;

  constructor(
    db: Db,
    private readonly notifier: Notifier,
  ) {
    this.repo = new NoticeRepository(db);
  }

  async changed(a: NoticeAction, actorId: string, _fields: readonly string[]): Promise<void> {
    const to = [...(await this.repo.followerIds(a.id)), ...(a.responsibleId ? [a.responsibleId] : [])];
    await this.send(a, 'actionChanged', to, { actorId });
  }

  async assigned(a: NoticeAction, actorId: string): Promise<void> {
    if (!a.responsibleId) return;
    await this.send(a, 'actionAssigned', [a.responsibleId], { actorId });
  }

  async noted(a: NoticeAction, actorId: string, text: string, mentionIds: readonly string[]): Promise<void> {
    const note = [...text].slice(0, NOTE_EXCERPT).join('');
    const mentioned = new Set(mentionIds);
    await this.send(a, 'actionMentioned', [...mentioned], { actorId, note });
    const others = (await this.repo.followerIds(a.id)).filter((id) => !mentioned.has(id));
    await this.send(a, 'actionNote', others, { actorId, note });
  }

  async dueSoon(a: NoticeAction): Promise<void> {
    await this.send(a, 'actionDueSoon', await this.reminded(a), {});
  }

  async overdue(a: NoticeAction): Promise<void> {
    await this.send(a, 'actionOverdue', await this.reminded(a), {});
  }

  /** The responsible person and the followers; the creator when nobody else would hear of a missed date. */
  private async reminded(a: NoticeAction): Promise<string[]> {
    const to = [...(a.responsibleId ? [a.responsibleId] : []), ...(await this.repo.followerIds(a.id))];
    if (to.length === 0 && a.creatorId) to.push(a.creatorId);
    return to;
  }

  private async send(
    a: NoticeAction,
    key: NoticeKey,
    userIds: readonly string[],
    by: { actorId?: string; note?: string },
  ): Promise<void> {
    const ids = [...new Set(userIds)].filter((id) => id !== by.actorId);
    const recipients = await this.repo.recipients(a.workspaceId, ids);
    if (recipients.length === 0) return;
    const actor = by.actorId ? ((await this.repo.userName(by.actorId)) ?? '') : '';
    const params: Record<string, string> = { name: a.name, actor, dueDate: a.dueDate ?? '' };
    if (by.note !== undefined) params['note'] = by.note;
    for (const r of recipients) {
      await this.notifier.notify(recipientOf(r), { type: 'ACTION', key, params, link: `/actions/${a.id}` });
    }
  }
}
