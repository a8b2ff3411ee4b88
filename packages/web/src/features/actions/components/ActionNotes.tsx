import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionNote } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useAddNote } from '../api/mutations';
import { useActionNotes, useActionPeople } from '../api/queries';
import { useDates } from '../lib/useDates';

/** Notes grouped under their parent; a reply whose parent is unknown is shown as a top-level note. */
export function threadOf(notes: readonly ActionNote[]): { roots: ActionNote[]; replies: Map<string, ActionNote[]> } {
  const ids = new Set(notes.map((n) => n.id));
  const roots: ActionNote[] = [];
  const replies = new Map<string, ActionNote[]>();
  for (const note of notes) {
    if (note.parentId && ids.has(note.parentId)) {
      const list = replies.get(note.parentId) ?? [];
      list.push(note);
      replies.set(note.parentId, list);
    } else roots.push(note);
  }
  return { roots, replies };
}

function Note({
  note,
  replies,
  onReply,
  editable,
}: {
  note: ActionNote;
  replies: Map<string, ActionNote[]>;
  onReply: (note: ActionNote) => void;
  editable: boolean;
}) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  const children = replies.get(note.id) ?? [];
  return (
    <div data-testid={`action-note-${note.id}`}>
      <Flex vertical gap={2}>
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong>{note.author?.name ?? t('notes.unknownUser')}</Typography.Text>
          <Typography.Text type="secondary">{dates.instant(note.createdAt)}</Typography.Text>
          {editable && (
            <Button type="link" size="small" onClick={() => onReply(note)} data-testid={`action-note-reply-${note.id}`}>
              {t('notes.reply')}
            </Button>
          )}
        </Flex>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{note.text}</Typography.Paragraph>
        {note.mentions.length > 0 && (
          <Typography.Text type="secondary">
            {t('notes.mentioned', { names: note.mentions.map((m) => `@${m.name}`).join(', ') })}
          </Typography.Text>
        )}
      </Flex>
      {children.length > 0 && (
        <Flex vertical gap={12} style={{ marginTop: 8, paddingLeft: 16, borderLeft: '2px solid rgba(5, 5, 5, 0.06)' }}>
          {children.map((child) => (
            <Note key={child.id} note={child} replies={replies} onReply={onReply} editable={editable} />
          ))}
        </Flex>
      )}
    </div>
  );
}

/** Threaded notes: replies sit under the note they answer; mentioned people are notified. */
export function ActionNotes({ actionId, editable }: { actionId: string; editable: boolean }) {
  const { t } = useTranslation('actionDetail');
  const notes = useActionNotes(actionId);
  const people = useActionPeople();
  const add = useAddNote(actionId);
  const [text, setText] = useState('');
  const [mentionIds, setMentionIds] = useState<string[]>([]);
  const [replyTo, setReplyTo] = useState<ActionNote | null>(null);
  const error = apiErrorOf(add.error);
  const { roots, replies } = threadOf(notes.data ?? []);

  const submit = () => {
    if (!text.trim()) return;
    add.mutate(
      { text, parentId: replyTo?.id ?? null, mentionIds },
      {
        onSuccess: () => {
          setText('');
          setMentionIds([]);
          setReplyTo(null);
        },
      },
    );
  };

  return (
    <Card title={t('notes.title')} size="small" data-testid="action-notes">
      <Flex vertical gap={16}>
        {notes.isLoading ? (
          <Skeleton active />
        ) : roots.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.empty')} />
        ) : (
          <Flex vertical gap={16}>
            {roots.map((note) => (
              <Note key={note.id} note={note} replies={replies} onReply={setReplyTo} editable={editable} />
            ))}
          </Flex>
        )}
        {editable && (
          <Flex vertical gap={8}>
            {replyTo && (
              <Flex gap={8} align="center" data-testid="action-note-replying">
                <Typography.Text type="secondary">
                  {t('notes.replyingTo', { name: replyTo.author?.name ?? t('notes.unknownUser') })}
                </Typography.Text>
                <Button type="link" size="small" onClick={() => setReplyTo(null)}>
                  {t('notes.cancelReply')}
                </Button>
              </Flex>
            )}
            <Input.TextArea
              rows={3}
              value={text}
              maxLength={4000}
              placeholder={t('notes.placeholder')}
              onChange={(e) => setText(e.target.value)}
              data-testid="action-note-input"
            />
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('notes.mentions')}
              value={mentionIds}
              onChange={setMentionIds}
              options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              data-testid="action-note-mentions"
            />
            {error && <Alert type="error" showIcon title={apiErrorText(t, error)} data-testid="action-note-error" />}
            <Flex justify="end">
              <Button
                type="primary"
                disabled={!text.trim()}
                loading={add.isPending}
                onClick={submit}
                data-testid="action-note-submit"
              >
                {t('notes.submit')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
