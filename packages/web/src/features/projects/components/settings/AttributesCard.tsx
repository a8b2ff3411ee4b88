import { useState } from 'react';
import { App, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { useSaveFields } from '../../api/mutations';
import { AttributesEditor, type AttributeRow } from '../AttributesEditor';
import { IssueList } from '../IssueList';

/** The analysis's attributes; a type with stored values cannot change (the server answers ATTRIBUTE_TYPE_IMMUTABLE). */
export function AttributesCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [rows, setRows] = useState<AttributeRow[]>(() => project.attributes.map((a) => ({ ...a })));
  const save = useSaveFields(project.code);
  const error = apiErrorOf(save.error);
  const issues = !error
    ? []
    : error.fields?.length
      ? error.fields.map((f) => ({ code: f.messageCode, message: f.message }))
      : [{ code: error.messageCode, message: error.message }];

  return (
    <Card title={t('settings.attributes.title')} data-testid="settings-attributes">
      <Typography.Paragraph type="secondary">{t('settings.attributes.hint')}</Typography.Paragraph>
      <IssueList issues={issues} testId="settings-attributes-errors" />
      <AttributesEditor value={rows} onChange={setRows} testId="settings-attribute-list" />
      {canManage && (
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={save.isPending}
          data-testid="settings-save"
          onClick={() =>
            save.mutate(
              { attributes: rows.map(({ code, name, type }) => ({ code, name, type })) },
              {
                onSuccess: (saved) => {
                  setRows(saved.map((a) => ({ ...a })));
                  void message.success(t('settings.saved'));
                },
              },
            )
          }
        >
          {t('actions.save')}
        </Button>
      )}
    </Card>
  );
}
