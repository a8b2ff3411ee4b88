import { useId, useState } from 'react';
import { Alert, Button, Card, Drawer, Flex, Typography } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationDefinition, NotificationRun, ProjectDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteDefinition, useTestDefinition, useUpdateDefinition } from '../api/mutations';
import { useNotificationDefinitions } from '../api/queries';
import { withEnabled } from '../lib/form';
import { DefinitionForm } from './DefinitionForm';
import { DefinitionTable, type RowAction } from './DefinitionTable';
import { TestResult } from './TestResult';

/**
 * The `notification` tab of an analysis (docs/notification-definitions.md): its notification definitions, a drawer
 * to create or edit one, "send test now" (to the caller only) and the runs of each. Managers of the analysis
 * change them; everyone who reads the analysis sees them.
 */
export function NotificationDefinitionsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('notificationDefinitions');
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const definitions = useNotificationDefinitions(project.code);
  const update = useUpdateDefinition(project.code);
  const remove = useDeleteDefinition(project.code);
  const test = useTestDefinition(project.code);
  const [editing, setEditing] = useState<NotificationDefinition | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<{ id: string; action: RowAction } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tested, setTested] = useState<NotificationRun | null>(null);
  const formId = useId();

  const onError = (e: unknown) => {
    const api = apiErrorOf(e);
    setProblem(api ? apiErrorText(t, api) : t('failed'));
  };
  /** One row action at a time: the row shows it is busy and the answer (or error) is said above the table. */
  const rowAction = (
    d: NotificationDefinition,
    action: RowAction,
    run: (settled: { onSettled: () => void; onError: (e: unknown) => void }) => void,
  ) => {
    setProblem(null);
    setBusy({ id: d.id, action });
    run({ onSettled: () => setBusy(null), onError });
  };

  if (definitions.isError)
    return <LoadError error={definitions.error} onRetry={() => void definitions.refetch()} testId="nd-load-error" />;

  return (
    <Card
      title={t('title')}
      data-testid="nd-tab"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="nd-new">
            {t('new')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t('intro')} {t('zoneNote', { zone: timeZone })}
      </Typography.Paragraph>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title={problem}
          data-testid="nd-problem"
          style={{ marginBottom: 12 }}
        />
      )}
      <DefinitionTable
        project={project}
        definitions={definitions.data ?? []}
        loading={definitions.isLoading}
        canManage={canManage}
        busy={busy}
        onEdit={setEditing}
        onToggle={(d, enabled) => rowAction(d, 'toggle', (o) => update.mutate({ id: d.id, body: withEnabled(d, enabled) }, o))}
        onTest={(d) => rowAction(d, 'test', (o) => test.mutate(d, { ...o, onSuccess: setTested }))}
        onDelete={(d) => rowAction(d, 'delete', (o) => remove.mutate(d.id, o))}
      />
      {editing !== null && (
        <Drawer
          open
          size={760}
          title={editing === 'new' ? t('form.newTitle') : t('form.editTitle')}
          onClose={() => setEditing(null)}
          destroyOnHidden
          data-testid="nd-drawer"
          footer={
            <Flex justify="space-between" align="center">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {editing !== 'new' && t('form.testSaved')}
              </Typography.Text>
              <Flex gap={8}>
                {editing !== 'new' && (
                  <Button
                    icon={<SendOutlined />}
                    loading={busy?.id === editing.id && busy.action === 'test'}
                    onClick={() => rowAction(editing, 'test', (o) => test.mutate(editing, { ...o, onSuccess: setTested }))}
                    data-testid="nd-form-test"
                  >
                    {t('actions.test')}
                  </Button>
                )}
                <Button onClick={() => setEditing(null)} data-testid="nd-form-cancel">
                  {t('form.cancel')}
                </Button>
                <Button type="primary" htmlType="submit" form={formId} loading={saving} data-testid="nd-form-submit">
                  {editing === 'new' ? t('form.create') : t('form.save')}
                </Button>
              </Flex>
            </Flex>
          }
        >
          <DefinitionForm
            project={project}
            definition={editing === 'new' ? undefined : editing}
            formId={formId}
            onPendingChange={setSaving}
            onSaved={() => setEditing(null)}
          />
        </Drawer>
      )}
      {tested && <TestResult run={tested} onClose={() => setTested(null)} />}
    </Card>
  );
}
