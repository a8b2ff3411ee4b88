import { useState } from 'react';
import { Button, Flex, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type ProjectDocument } from '@sentio/domain';
import { useAddNote } from '../api/mutations';
import { useDocumentAudit } from '../api/queries';

/** Notes of a document, newest last, and a box to add one. */
export function DocumentNotes({ code, document, timeZone, canAdd }: { code: string; document: ProjectDocument; timeZone: string; canAdd: boolean }) {
  const { t, i18n } = useTranslation('projectData');
  const [text, setText] = useState('');
  const add = useAddNote(code);
  return (
    <Flex vertical gap={8} data-testid="document-notes">
      <List
        size="small"
        dataSource={document.notes}
        locale={{ emptyText: t('drawer.noNotes') }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={note.text}
              description={`${note.by.name} · ${formatDisplayDate(new Date(note.at), i18n.language, { timeZone, withTime: true })}`}
            />
          </List.Item>
        )}
      />
      {canAdd && (
        <Flex gap={6}>
          <Input.TextArea
            data-testid="note-input"
            aria-label={t('drawer.note')}
            placeholder={t('drawer.note')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            data-testid="note-add"
            disabled={text.trim() === ''}
            loading={add.isPending}
            onClick={() => add.mutate({ id: document.id, text: text.trim() }, { onSuccess: () => setText('') })}
          >
            {t('drawer.addNote')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** Who changed what on the document, newest first (POST audit/document/:id). */
export function DocumentHistory({ code, id, timeZone }: { code: string; id: string; timeZone: string }) {
  const { t, i18n } = useTranslation('projectData');
  const audit = useDocumentAudit(code, id);
  return (
    <List
      size="small"
      data-testid="document-history"
      loading={audit.isLoading}
      dataSource={audit.data?.content ?? []}
      locale={{ emptyText: t('drawer.noHistory') }}
      renderItem={(entry) => (
        <List.Item>
          <Typography.Text>{t(`audit.${entry.action}`, { defaultValue: entry.action })}</Typography.Text>
          <Typography.Text type="secondary">
            {entry.user?.name ?? t('drawer.system')} · {formatDisplayDate(new Date(entry.at), i18n.language, { timeZone, withTime: true })}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
