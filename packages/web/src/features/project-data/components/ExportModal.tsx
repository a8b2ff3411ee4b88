import { useState } from 'react';
import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { csvStyles, domainConstants, exportTypes, type CsvStyle, type SearchRequest } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useExportDocuments } from '../api/mutations';
import { useFields } from '../api/queries';
import { downloadFile } from '../../../shared/download';

type ExportType = (typeof exportTypes)[number];

/** The export's own checks, before any request: a file type, at most 8 fields. */
export function exportProblem(
  type: ExportType | null,
  fields: readonly string[],
): 'EXPORT_FILE_TYPE_REQUIRED' | 'FIELD_SELECTION_LIMIT' | null {
  if (type === null) return 'EXPORT_FILE_TYPE_REQUIRED';
  if (fields.length > domainConstants.maxSelectableFields) return 'FIELD_SELECTION_LIMIT';
  return null;
}

/**
 * Exports the successful predictions under the current filters. Small exports come back as a file at once; large
 * ones run as a job whose finish arrives as a notification (the bell). A CSV is written for Excel (texts a
 * spreadsheet would run as formulas get a leading ') or raw (every text exactly, for programs).
 */
export function ExportModal({ code, search, onClose }: { code: string; search: SearchRequest; onClose: () => void }) {
  const { t } = useTranslation('projectData');
  const [type, setType] = useState<ExportType | null>(null);
  const [fields, setFields] = useState<string[]>([]);
  const [csvStyle, setCsvStyle] = useState<CsvStyle>('EXCEL');
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const attributes = useFields(code);
  const exportDocuments = useExportDocuments(code);

  const submit = () => {
    const local = exportProblem(type, fields);
    if (local || type === null) {
      setProblem(t(`errors:codes.${local ?? 'EXPORT_FILE_TYPE_REQUIRED'}`));
      return;
    }
    setProblem(null);
    exportDocuments.mutate(
      { type, search, fields, csvStyle },
      {
        onSuccess: (result) => {
          if (result.mode === 'JOB') {
            notices.success({ title: t('export.jobStarted'), description: t('export.jobHelp') });
            onClose();
            return;
          }
          if (!result.fileUrl) return;
          setDownloading(true);
          downloadFile(result.fileUrl, `${code}-documents.${type.toLowerCase()}`)
            .then(onClose, () => setProblem(t('export.downloadFailed')))
            .finally(() => setDownloading(false));
        },
        onError: (e) => {
          const api = apiErrorOf(e);
          setProblem(api ? apiErrorText(t, api) : t('common.failed'));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('export.title')}
      onCancel={onClose}
      okText={t('export.submit')}
      onOk={submit}
      okButtonProps={{ 'data-testid': 'export-submit', loading: exportDocuments.isPending || downloading }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('export.type')} required>
          <Radio.Group
            data-testid="export-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value as ExportType);
              setProblem(null);
            }}
            options={exportTypes.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        {type === 'CSV' && (
          <Form.Item label={t('export.csvStyle')} extra={t(`export.csvStyleHelp.${csvStyle}`)}>
            <Radio.Group
              data-testid="export-csv-style"
              value={csvStyle}
              onChange={(e) => setCsvStyle(e.target.value as CsvStyle)}
              options={csvStyles.map((value) => ({ value, label: t(`export.csvStyles.${value}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('export.fields')}
          extra={t('export.fieldsHelp', { max: domainConstants.maxSelectableFields })}
          validateStatus={fields.length > domainConstants.maxSelectableFields ? 'error' : undefined}
        >
          <Select
            data-testid="export-fields"
            mode="multiple"
            value={fields}
            loading={attributes.isLoading}
            onChange={(values: string[]) => setFields(values)}
            options={(attributes.data ?? []).map((f) => ({ value: f.code, label: f.name }))}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} data-testid="export-error" />}
    </Modal>
  );
}
