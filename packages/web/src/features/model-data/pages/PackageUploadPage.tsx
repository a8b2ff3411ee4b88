import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Space, Typography } from 'antd';
import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, modelPackageSchema, type ModelPackage } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { usePackageImport } from '../api/mutations';
import { TextFilePicker } from '../../../shared/upload/TextFilePicker';

type Read = { ok: true; pkg: ModelPackage } | { ok: false; reason: 'syntax' | 'format' };

/** Reads a package file: JSON of the `sentio-model-package` format, version 1 (the export's own envelope is accepted too). */
export function readPackage(text: string): Read {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  const inner = value && typeof value === 'object' && 'data' in value ? value.data : value;
  const parsed = modelPackageSchema.safeParse(inner);
  return parsed.success ? { ok: true, pkg: parsed.data } : { ok: false, reason: 'format' };
}

const countNodes = (nodes: readonly { children?: readonly unknown[] | undefined }[]): number =>
  nodes.reduce((n, node) => n + 1 + countNodes((node.children ?? []) as { children?: unknown[] }[]), 0);

/** /model/package-upload/:id — import a package exported from another workspace as a new model; export this one. */
export function PackageUploadPage() {
  const { t } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));
  const importPackage = usePackageImport();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const read = useMemo(() => (file ? readPackage(file.text) : null), [file]);

  const submit = () => {
    if (!read?.ok) return;
    setError(null);
    const pkg: ModelPackage = { ...read.pkg, model: { ...read.pkg.model, name: name.trim() || read.pkg.model.name } };
    importPackage.mutate(
      { body: pkg },
      {
        onSuccess: (model) => {
          notices.success({ title: t('pkg.imported', { name: model.name }) });
          void navigate(`/model/data/${model.id}`);
        },
        onError: (e) => {
          const api = apiErrorOf(e);
          if (api && isFormError(api)) setError(apiErrorText(t, api));
        },
      },
    );
  };

  return (
    <ModelShell modelId={id} page="package-upload">
      {(model) => (
        <Flex vertical gap={16}>
          <Card title={t('pkg.exportTitle')}>
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Typography.Text type="secondary">{t('pkg.exportHint')}</Typography.Text>
              <Button
                icon={<DownloadOutlined />}
                href={fillPath(endpoints.modelPackageExport.path, { id: model.id })}
                download={`${model.code}.sentio-model.json`}
                data-testid="package-export"
              >
                {t('pkg.export')}
              </Button>
            </Flex>
          </Card>
          <Card title={t('pkg.importTitle')}>
            {!access.modelManage ? (
              <Alert type="info" showIcon title={t('upload.noPermission')} />
            ) : (
              <Flex vertical gap={12}>
                <Typography.Text type="secondary">{t('pkg.importHint')}</Typography.Text>
                <Space wrap>
                  <TextFilePicker
                    accept=".json,application/json"
                    label={t('pkg.pick')}
                    onText={(text, fileName) => {
                      setFile({ name: fileName, text });
                      setName('');
                    }}
                    testId="package-file"
                  />
                  {file && <Typography.Text>{file.name}</Typography.Text>}
                </Space>
                {read && !read.ok && (
                  <Alert
                    type="error"
                    showIcon
                    title={t(read.reason === 'syntax' ? 'pkg.syntax' : 'pkg.format')}
                    data-testid="package-invalid"
                  />
                )}
                {read?.ok && (
                  <>
                    <Descriptions
                      size="small"
                      bordered
                      column={{ xs: 1, md: 2 }}
                      data-testid="package-summary"
                      items={[
                        { key: 'name', label: t('pkg.name'), children: read.pkg.model.name },
                        { key: 'sense', label: t('pkg.sense'), children: t(`senseType.${read.pkg.model.senseType}`) },
                        {
                          key: 'classification',
                          label: t('pkg.classification'),
                          children: t(`classificationType.${read.pkg.model.classificationType}`),
                        },
                        { key: 'data', label: t('pkg.dataType'), children: t(`dataType.${read.pkg.model.dataType}`) },
                        { key: 'categories', label: t('pkg.categories'), children: countNodes(read.pkg.categories) },
                        { key: 'documents', label: t('pkg.documents'), children: read.pkg.documents.length },
                      ]}
                    />
                    <Input
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                      placeholder={t('pkg.renamePlaceholder', { name: read.pkg.model.name })}
                      maxLength={100}
                      data-testid="package-name"
                    />
                  </>
                )}
                {error && <Alert type="error" showIcon title={error} data-testid="package-error" />}
                <Flex justify="flex-end">
                  <Button
                    type="primary"
                    icon={<ImportOutlined />}
                    disabled={!read?.ok}
                    loading={importPackage.isPending}
                    onClick={submit}
                    data-testid="package-import"
                  >
                    {t('pkg.import')}
                  </Button>
                </Flex>
              </Flex>
            )}
          </Card>
        </Flex>
      )}
    </ModelShell>
  );
}
