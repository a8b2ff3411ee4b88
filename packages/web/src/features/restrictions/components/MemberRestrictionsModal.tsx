import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RESTRICTION_RULES, type MemberRestrictionBody } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useSaveRestriction } from '../api/mutations';
import { useMemberRestriction, useRestrictionOptions } from '../api/queries';

interface Values {
  scope: 'ALL' | 'SOME';
  projectIds: string[];
  rules: { field?: string; values?: string[] }[];
}

export interface MemberRestrictionsModalProps {
  open: boolean;
  onClose: () => void;
  /** The member whose restriction is edited. */
  member: { userId: string; email: string; name?: string };
}

/**
 * A workspace admin's editor of one member's data restriction (docs/data-restrictions.md): which analyses they see
 * (all, or the chosen ones) and attribute rules — each an attribute and the values the member may see, suggested
 * from the workspace's documents. Both open lifts the restriction.
 */
export function MemberRestrictionsModal({ open, onClose, member }: MemberRestrictionsModalProps) {
  const { t } = useTranslation('restrictions');
  const [form] = Form.useForm<Values>();
  const current = useMemberRestriction(member.userId, open);
  const options = useRestrictionOptions(open);
  const save = useSaveRestriction(member.userId);
  const scope = Form.useWatch('scope', form);
  const rules = Form.useWatch('rules', form);

  useEffect(() => {
    if (!open || !current.data) return;
    form.setFieldsValue({
      scope: current.data.projectIds === null ? 'ALL' : 'SOME',
      projectIds: current.data.projectIds ?? [],
      rules: current.data.rules.map((r) => ({ field: r.field, values: r.values })),
    });
  }, [open, current.data, form]);

  const valuesOf = useMemo(() => {
    const map = new Map<string, { value: string; label: string }[]>();
    for (const a of options.data?.attributes ?? [])
      map.set(
        a.field,
        a.values.map((v) => ({ value: v.value, label: `${v.value} (${v.count})` })),
      );
    return map;
  }, [options.data]);

  const submit = (values: Values) => {
    const body: MemberRestrictionBody = {
      projectIds: values.scope === 'ALL' ? null : (values.projectIds ?? []),
      rules: (values.rules ?? []).filter((r) => r.field).map((r) => ({ field: r.field ?? '', values: r.values ?? [] })),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        notices.success({ title: saved.restricted ? t('saved', { email: member.email }) : t('lifted', { email: member.email }) });
        onClose();
      },
      onError: (e) => {
        const err = apiErrorOf(e);
        if (err) notices.error({ title: apiErrorText(t, err) });
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('title', { name: member.name ?? member.email })}
      okText={t('save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <div data-testid="restrictions-modal">
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ scope: 'ALL', projectIds: [], rules: [] }}
          preserve={false}
          disabled={current.isPending}
        >
          <Form.Item name="scope" label={t('analyses')}>
            <Radio.Group data-testid="restrictions-scope">
              <Radio value="ALL">{t('allAnalyses')}</Radio>
              <Radio value="SOME">{t('someAnalyses')}</Radio>
            </Radio.Group>
          </Form.Item>
          {scope === 'SOME' && (
            <Form.Item name="projectIds" label={t('chosenAnalyses')} extra={t('chosenAnalysesHint')}>
              <Select
                mode="multiple"
                data-testid="restrictions-projects"
                loading={options.isPending}
                placeholder={t('chooseAnalyses')}
                optionFilterProp="label"
                options={(options.data?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          )}
          <Typography.Text strong>{t('rules')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('rulesHint')}</Typography.Paragraph>
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => {
                  const field = rules?.[i]?.field;
                  return (
                    <Space key={f.key} align="start" style={{ display: 'flex' }} data-testid={`restriction-rule-${i}`}>
                      <Form.Item
                        name={[f.name, 'field']}
                        rules={[{ required: true, message: t('fieldRequired') }]}
                        style={{ minWidth: 200 }}
                      >
                        <Select
                          placeholder={t('attribute')}
                          aria-label={t('attribute')}
                          data-testid={`restriction-field-${i}`}
                          showSearch
                          options={(options.data?.attributes ?? []).map((a) => ({ value: a.field, label: a.field }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'values']}
                        rules={[{ required: true, type: 'array', min: 1, message: t('valuesRequired') }]}
                        style={{ minWidth: 300 }}
                      >
                        <Select
                          mode="tags"
                          placeholder={t('values')}
                          aria-label={t('values')}
                          data-testid={`restriction-values-${i}`}
                          options={field ? (valuesOf.get(field) ?? []) : []}
                          tokenSeparators={[',']}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('removeRule')}
                        onClick={() => remove(f.name)}
                        data-testid={`restriction-remove-${i}`}
                      />
                    </Space>
                  );
                })}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ values: [] })}
                  disabled={fields.length >= MAX_RESTRICTION_RULES}
                  data-testid="restriction-add-rule"
                >
                  {t('addRule')}
                </Button>
              </>
            )}
          </Form.List>
          <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('denyByDefault')} />
        </Form>
      </div>
    </Modal>
  );
}
