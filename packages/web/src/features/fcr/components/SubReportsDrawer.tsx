import { useState } from 'react';
import { Alert, Button, Drawer, Empty, List, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FcrSubReport } from '@sentio/domain';
import { notices } from '../../../app/notices';
import { useDeleteFcrSubReport } from '../api/mutations';
import { failureText } from '../lib/errors';
import { SubReportForm } from './SubReportForm';

/**
 * The saved topic-based sub-reports: each one narrows the report to some analyses' contacts with given categories or
 * attribute values. Everyone who reads the report may add and delete them.
 */
export function SubReportsDrawer({
  open,
  subReports,
  canManage,
  onClose,
  onPick,
  onDeleted,
}: {
  open: boolean;
  subReports: readonly FcrSubReport[];
  canManage: boolean;
  onClose: () => void;
  onPick: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('fcr');
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<{ title: string; reason: string | null } | null>(null);
  const remove = useDeleteFcrSubReport();

  const deleteOne = (report: FcrSubReport) => {
    setProblem(null);
    remove.mutate(report.id, {
      onSuccess: () => {
        notices.success({ title: t('subReports.deleted') });
        onDeleted(report.id);
      },
      onError: (error) => setProblem(failureText(t, error, t('subReports.deleteFailed'))),
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('subReports.title')}
      width={520}
      data-testid="fcr-sub-reports"
      extra={
        canManage && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="fcr-sub-report-create">
            {t('subReports.create')}
          </Button>
        )
      }
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem.title}
          description={problem.reason}
          data-testid="fcr-sub-reports-problem"
          style={{ marginBottom: 16 }}
        />
      )}
      {subReports.length === 0 ? (
        <Empty description={t('subReports.empty')} />
      ) : (
        <List
          dataSource={[...subReports]}
          renderItem={(report) => (
            <List.Item
              data-testid={`fcr-sub-report-${report.id}`}
              actions={
                canManage
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('subReports.deleteConfirm', { name: report.name })}
                        okText={t('subReports.delete')}
                        cancelText={t('subReports.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'fcr-sub-report-delete-confirm' }}
                        onConfirm={() => deleteOne(report)}
                      >
                        <Button danger size="small" data-testid={`fcr-sub-report-delete-${report.id}`}>
                          {t('subReports.delete')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={<Typography.Link onClick={() => onPick(report.id)}>{report.name}</Typography.Link>}
                description={t('subReports.filters', {
                  categories: report.categories.length,
                  attributes: report.attributes.length,
                })}
              />
            </List.Item>
          )}
        />
      )}
      {creating && (
        <SubReportForm
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            onPick(id);
          }}
        />
      )}
    </Drawer>
  );
}
