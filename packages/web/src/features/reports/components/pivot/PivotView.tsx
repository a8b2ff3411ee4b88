import { useState } from 'react';
import { Alert, Button, Card, Form, Radio, Select, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportTypes, pivotDocumentFields } from '@sentio/domain';
import { notices } from '../../../../app/notices';
import { downloadFile } from '../../../../shared/download';
import { usePivotExport } from '../../api/mutations';
import type { TabContext } from '../../lib/context';
import { failureText } from '../../lib/errors';

type FileType = (typeof exportTypes)[number];

/**
 * The pivot download (docs/reports.md): one row per value of a field, one column per category of a model, each cell
 * the documents under the tab's filters, with totals. It goes through the documents export, so a large one runs as
 * a job whose file arrives as a notification, as the data tab's export does.
 */
export function PivotView({ context }: { context: TabContext }) {
  const { t } = useTranslation('reports');
  const models = context.project.projectModels;
  const [modelCode, setModelCode] = useState<string | null>(
    models.find((m) => m.senseType === 'CATEGORY')?.code ?? models[0]?.code ?? null,
  );
  const [field, setField] = useState<string>('channel');
  const [type, setType] = useState<FileType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const pivot = usePivotExport(context.code);

  const submit = () => {
    setProblem(null);
    if (type === null) {
      setProblem(t('errors:codes.EXPORT_FILE_TYPE_REQUIRED'));
      return;
    }
    if (!modelCode) return;
    pivot.mutate(
      { type, search: context.search, modelCode, field },
      {
        onSuccess: (result) => {
          if (result.mode === 'JOB') {
            notices.success({ title: t('pivot.jobStarted'), description: t('pivot.jobHelp') });
            return;
          }
          if (!result.fileUrl) return;
          setDownloading(true);
          downloadFile(result.fileUrl, `${context.code}-pivot.${type.toLowerCase()}`)
            .catch(() => setProblem(t('export.failed')))
            .finally(() => setDownloading(false));
        },
        onError: (e) => setProblem(failureText(t, e, 'INTERNAL_ERROR')),
      },
    );
  };

  return (
    <Card size="small" title={t('pivot.title')} data-testid="pivot">
      <Typography.Paragraph type="secondary">{t('pivot.help')}</Typography.Paragraph>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={t('pivot.model')} required>
          <Select
            data-testid="pivot-model"
            aria-label={t('pivot.model')}
            value={modelCode ?? undefined}
            onChange={setModelCode}
            options={models.map((m) => ({ value: m.code, label: m.name }))}
          />
        </Form.Item>
        <Form.Item label={t('pivot.field')} required>
          <Select
            data-testid="pivot-field"
            aria-label={t('pivot.field')}
            value={field}
            onChange={setField}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              {
                label: t('pivot.documentFields'),
                options: pivotDocumentFields.map((f) => ({ value: f, label: t(`pivot.fields.${f}`) })),
              },
              {
                label: t('pivot.attributes'),
                options: context.project.attributes.map((a) => ({ value: a.code, label: a.name })),
              },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('pivot.fileType')} required>
          <Radio.Group
            data-testid="pivot-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value as FileType);
              setProblem(null);
            }}
            options={exportTypes.map((value) => ({ value, label: t(`export.${value}`) }))}
          />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} data-testid="pivot-error" style={{ marginBottom: 12 }} />}
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={submit}
          disabled={!context.canExport || !modelCode}
          loading={pivot.isPending || downloading}
          data-testid="pivot-download"
        >
          {t('pivot.download')}
        </Button>
        {!context.canExport && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('pivot.noPermission')}
          </Typography.Paragraph>
        )}
      </Form>
    </Card>
  );
}
