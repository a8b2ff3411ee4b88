/**
 * Who hears about what happens to an action (docs/actions.md): the one port the action, note and reminder services
 * tell; `notifier-notices.ts` turns each into in-app notifications (and mails, as each user's settings say) of type
 * ACTION for the right people, never the user who did it.
 */
export interface NoticeAction {
  id: string;
  workspaceId: string;
  name: string;
  dueDate: string | null;
  responsibleId: string | null;
  creatorId: string | null;
}

export interface ActionNotices {
  /** Fields of the action were changed by `actorId`: its followers and its responsible person hear. */
  changed(action: NoticeAction, actorId: string, fields: readonly string[]): Promise<void>;
  /** `action.responsibleId` was made responsible by `actorId` (on create or on a change of person). */
  assigned(action: NoticeAction, actorId: string): Promise<void>;
  /** A note by `actorId`: mentioned users hear it as a mention, the other followers as a note. */
  noted(action: NoticeAction, actorId: string, noteText: string, mentionIds: readonly string[]): Promise<void>;
  /** The reminder job: the due date is near (today or tomorrow). */
  dueSoon(action: NoticeAction): Promise<void>;
  /** The reminder job: the due date has passed and the action is still open. */
  overdue(action: NoticeAction): Promise<void>;
}
