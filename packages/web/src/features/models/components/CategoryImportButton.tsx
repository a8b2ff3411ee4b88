import { useState } from 'react';
import { Alert, Button, Modal, Tree, Typography, Upload, type TreeDataNode } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CategoryNode } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { countCategories, parseCategoryFile, type CategoryFileIssue, type CategoryFileResult } from '../lib/categoryFormats';

/** A category file larger than this is refused before reading (5,000 lines of 100-character paths fit easily). */
const maxFileBytes = 2 * 1024 * 1024;

export function fileIssueText(t: TFunction<'models'>, issue: CategoryFileIssue): string {
  switch (issue.code) {
    case 'rule':
      return `${issue.path ? `${issue.path}: ` : ''}${messageText(t, issue.messageCode)}`;
    case 'emptyName':
    case 'unclosedQuote':
      return t(`categories.file.${issue.code}`, { line: issue.line });
    case 'nameTooLong':
      return issue.line > 0
        ? t('categories.file.nameTooLong', { line: issue.line, max: issue.max })
        : t('categories.file.nameTooLongJson', { max: issue.max });
    case 'tooManyLines':
      return t('categories.file.tooManyLines', { max: issue.max });
    default:
      return t(`categories.file.${issue.code}`);
  }
}

const toTreeData = (nodes: readonly CategoryNode[], prefix = ''): TreeDataNode[] =>
  nodes.map((n, i) => ({ key: `${prefix}${i}`, title: n.name, children: toTreeData(n.children ?? [], `${prefix}${i}-`) }));

interface Parsed extends CategoryFileResult {
  fileName: string;
}

/**
 * Picks a CSV (`parent > child` per line) or JSON file, parses it in the browser and shows what will be imported
 * (the tree and each problem with its line) before `onImport` gets the tree. Rule errors (empty or repeated names) block
 * the import; skipped lines only warn.
 */
export function CategoryImportButton({
  onImport,
  loading = false,
  disabled = false,
}: {
  onImport: (tree: CategoryNode[]) => void | Promise<unknown>;
  loading?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('models');
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const read = async (file: File) => {
    setReadError(null);
    if (file.size > maxFileBytes) {
      setReadError(t('categories.file.tooLarge', { name: file.name }));
      return;
    }
    try {
      const text = await file.text();
      setParsed({ fileName: file.name, ...parseCategoryFile(file.name, text) });
    } catch {
      setReadError(t('categories.file.unreadable', { name: file.name }));
    }
  };

  const blocking = parsed
    ? parsed.tree.length === 0 || parsed.issues.some((i) => i.code === 'rule' || (i.code === 'nameTooLong' && i.line === 0))
    : true;

  return (
    <>
      <span data-testid="category-import">
        <Upload
          accept=".csv,.txt,.json,text/csv,application/json,text/plain"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void read(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={disabled} data-testid="category-import-button">
            {t('categories.import')}
          </Button>
        </Upload>
      </span>
      {readError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setReadError(null) }}
          title={readError}
          style={{ marginTop: 8 }}
        />
      )}
      <Modal
        open={parsed !== null}
        title={t('categories.importTitle', { name: parsed?.fileName ?? '' })}
        okText={t('categories.importOk', { count: parsed ? countCategories(parsed.tree) : 0 })}
        okButtonProps={{ disabled: blocking, 'data-testid': 'category-import-confirm' }}
        confirmLoading={loading}
        cancelText={t('actions.cancel')}
        onCancel={() => {
          setParsed(null);
          setImportError(null);
        }}
        onOk={() => {
          if (!parsed) return;
          setImportError(null);
          // A refused import keeps the dialog open with the reason; the file can be fixed and picked again.
          void Promise.resolve(onImport(parsed.tree)).then(
            () => setParsed(null),
            (error: unknown) => {
              const api = apiErrorOf(error);
              setImportError(api ? apiErrorText(t, api) : t('categories.importFailed'));
            },
          );
        }}
        destroyOnHidden
      >
        {importError && (
          <Alert type="error" showIcon title={importError} style={{ marginBottom: 12 }} data-testid="category-import-error" />
        )}
        {parsed && parsed.issues.length > 0 && (
          <Alert
            type={blocking ? 'error' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="category-import-issues"
            title={blocking ? t('categories.importBlocked') : t('categories.importSkipped')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 160, overflow: 'auto' }}>
                {parsed.issues.slice(0, 50).map((issue, i) => (
                  <li key={i}>{fileIssueText(t, issue)}</li>
                ))}
              </ul>
            }
          />
        )}
        {parsed && parsed.tree.length > 0 && (
          <>
            <Typography.Paragraph type="secondary">{t('categories.importMerge')}</Typography.Paragraph>
            <div style={{ maxHeight: 320, overflow: 'auto' }}>
              <Tree treeData={toTreeData(parsed.tree)} defaultExpandAll selectable={false} />
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
