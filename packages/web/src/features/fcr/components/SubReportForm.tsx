import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FcrSubReportBody } from '@sentio/domain';
import { applyFieldErrors } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useCreateFcrSubReport } from '../api/mutations';
import { useAnalysisOptions, useAttributeOptions, useCategoryTrees } from '../api/queries';
import { subReportCategoryTree } from '../lib/categories';
import { failureText } from '../lib/errors';

interface Values {
  name: string;
  projectCodes: string[];
  categories: string[];
  attributes: { field?: string; value?: string }[];
}
const fieldNames = ['name', 'projectCodes', 'categories', 'attributes'] as const;

/**
 * A new topic-based sub-report: its analyses, then categories of those analyses (`modelCode:categoryId`) and/or
 * attribute values. The server's rules (name taken, a filter required) come back on the fields.
 */
export function SubReportForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: string) => void }) {
  const { t } = useTranslation('fcr');
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<{ title: string; reason: string | null } | null>(null);
  const create = useCreateFcrSubReport();
  const analyses = useAnalysisOptions();
  const attributes = useAttributeOptions();
  const chosen = Form.useWatch('projectCodes', form) ?? [];
  const trees = useCategoryTrees(chosen);
  const treeData = subReportCategoryTree(trees.flatMap((q) => (q.data ? [q.data] : [])));
  const attributeOptions = (attributes.data?.attributes ?? [])
    .filter((a) => chosen.length === 0 || a.projectCodes.some((code) => chosen.includes(code)))
    .map((a) => ({ value: a.code, label: a.name }));

  const submit = (values: Values) => {
    setProblem(null);
    const body: FcrSubReportBody = {
      name: values.name,
      projectCodes: values.projectCodes,
      categories: values.categories,
      attributes: values.attributes.map((a) => ({ field: a.field ?? '', value: a.value ?? '' })),
    };
    create.mutate(body, {
      onSuccess: (saved) => {
        notices.success({ title: t('subReports.saved') });
        onSaved(saved.id);
      },
      onError: (error) => {
        const onFields = applyFieldErrors(form, error, t, fieldNames);
        if (!onFields) setProblem(failureText(t, error, t('subReports.saveFailed')));
      },
    });
  };

  return (
    <Modal
      open
      title={t('subReports.create')}
      onCancel={onClose}
      okText={t('subReports.save')}
      cancelText={t('subReports.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'fcr-sub-report-save' }}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem.title}
          description={problem.reason}
          data-testid="fcr-sub-report-problem"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', projectCodes: [], categories: [], attributes: [] }}
      >
        <Form.Item name="name" label={t('subReports.name')}>
          <Input data-testid="fcr-sub-report-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="projectCodes" label={t('subReports.analyses')}>
          <Select
            mode="multiple"
            data-testid="fcr-sub-report-analyses"
            loading={analyses.isLoading}
            options={(analyses.data?.content ?? []).map((a) => ({ value: a.code, label: a.name }))}
          />
        </Form.Item>
        <Form.Item name="categories" label={t('subReports.categories')} extra={t('subReports.categoriesHelp')}>
          <TreeSelect
            data-testid="fcr-sub-report-categories"
            treeData={treeData}
            multiple
            allowClear
            treeDefaultExpandAll
            loading={trees.some((q) => q.isLoading)}
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <Form.Item label={t('subReports.attributes')}>
          <Form.List name="attributes">
            {(items, { add, remove }) => (
              <Flex vertical gap={8}>
                {items.map((item) => (
                  <Flex key={item.key} gap={8} align="start">
                    <Form.Item
                      name={[item.name, 'field']}
                      style={{ flex: 1, marginBottom: 0 }}
                      aria-label={t('subReports.attribute')}
                    >
                      <Select
                        showSearch
                        placeholder={t('subReports.attribute')}
                        options={attributeOptions}
                        data-testid={`fcr-sub-report-attribute-${item.name}`}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'value']} style={{ flex: 1, marginBottom: 0 }}>
                      <Input placeholder={t('subReports.value')} data-testid={`fcr-sub-report-value-${item.name}`} />
                    </Form.Item>
                    <Button onClick={() => remove(item.name)}>{t('subReports.removeAttribute')}</Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ field: undefined, value: '' })} data-testid="fcr-sub-report-add-attribute">
                  {t('subReports.addAttribute')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
