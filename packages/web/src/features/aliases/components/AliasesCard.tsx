import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { aliasKeyTypes, type Alias, type AliasKeyType, type AliasSaveBody } from '@sentio/domain';
import { formFailure } from '../../../app/forms';
import { LoadError } from '../../../shared/query/QueryState';
import { useAliasOptions, useAliases, useDeleteAlias, useSaveAlias } from '../api/aliases';

interface Values {
  aliasType: AliasKeyType;
  /** CATEGORY: `<modelId>|<categoryId>`. */
  category?: string;
  attribute?: string;
  value?: string;
  tr?: string;
  en?: string;
  valueAlias?: string;
}

/** Fields the form shows under their own name; the rest (ALIAS_ENTRY_REQUIRED, the category's parts) above it. */
const fieldNames = ['aliasType', 'attribute', 'value', 'valueAlias'] as const;

const valuesOf = (a: Alias | null): Values =>
  a
    ? {
        aliasType: a.aliasType,
        ...(a.modelId && a.categoryId ? { category: `${a.modelId}|${a.categoryId}` } : {}),
        attribute: a.attribute ?? '',
        value: a.value ?? '',
        tr: a.keyAlias.tr ?? '',
        en: a.keyAlias.en ?? '',
        valueAlias: a.valueAlias ?? '',
      }
    : { aliasType: 'CATEGORY' };

function bodyOf(v: Values): AliasSaveBody {
  const [modelId, categoryId] = (v.category ?? '|').split('|');
  const text = { keyAlias: { tr: v.tr ?? null, en: v.en ?? null }, valueAlias: v.valueAlias ?? null };
  if (v.aliasType === 'CATEGORY') return { aliasType: 'CATEGORY', modelId: modelId ?? '', categoryId: categoryId ?? '', ...text };
  if (v.aliasType === 'ATTRIBUTE') return { aliasType: 'ATTRIBUTE', attribute: v.attribute ?? '', ...text };
  return { aliasType: 'VALUE', attribute: v.attribute ?? '', value: v.value ?? '', ...text };
}

/**
 * The analysis's aliases (docs/aliases.md): the name each category, attribute or attribute value is shown with in
 * Turkish and in English, and a language-neutral value alias used where a language has none.
 */
export function AliasesCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('aliases');
  const { message } = App.useApp();
  const aliases = useAliases(code);
  const [editing, setEditing] = useState<Alias | 'new' | null>(null);
  const remove = useDeleteAlias(code);

  const columns = [
    {
      title: t('columns.type'),
      dataIndex: 'aliasType',
      key: 'type',
      render: (type: AliasKeyType) => <Tag>{t(`types.${type}`)}</Tag>,
    },
    { title: t('columns.key'), dataIndex: 'keyName', key: 'key' },
    { title: t('columns.tr'), key: 'tr', render: (_: unknown, a: Alias) => a.keyAlias.tr ?? '—' },
    { title: t('columns.en'), key: 'en', render: (_: unknown, a: Alias) => a.keyAlias.en ?? '—' },
    { title: t('columns.valueAlias'), key: 'valueAlias', render: (_: unknown, a: Alias) => a.valueAlias ?? '—' },
    ...(canManage
      ? [
          {
            title: '',
            key: 'actions',
            width: 96,
            render: (_: unknown, a: Alias) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('edit')}
                  data-testid={`alias-edit-${a.id}`}
                  onClick={() => setEditing(a)}
                />
                <Popconfirm
                  title={t('deleteConfirm')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  onConfirm={() => remove.mutate(a.id, { onSuccess: () => void message.success(t('deleted')) })}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('delete')}
                    data-testid={`alias-delete-${a.id}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('title')}
      data-testid="aliases-card"
      extra={
        canManage && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="alias-add">
            {t('add')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('intro')} />
        {aliases.isError ? (
          <LoadError error={aliases.error} onRetry={() => void aliases.refetch()} />
        ) : (
          <Table<Alias>
            size="small"
            rowKey="id"
            data-testid="aliases-table"
            loading={aliases.isLoading}
            dataSource={[...(aliases.data ?? [])].sort((x, y) => x.keyName.localeCompare(y.keyName))}
            columns={columns}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: t('empty') }}
          />
        )}
      </Space>
      {editing && <AliasModal code={code} alias={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function AliasModal({ code, alias, onClose }: { code: string; alias: Alias | null; onClose: () => void }) {
  const { t } = useTranslation('aliases');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const options = useAliasOptions(code);
  const { create, update } = useSaveAlias(code);
  const [error, setError] = useState<string | null>(null);
  const type = Form.useWatch('aliasType', form) ?? alias?.aliasType ?? 'CATEGORY';
  const saving = create.isPending || update.isPending;

  const submit = (values: Values) => {
    setError(null);
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    const body = bodyOf(values);
    const handlers = {
      onSuccess: () => {
        void message.success(t('saved'));
        onClose();
      },
      onError: (e: Error) => setError(formFailure(form, e, t, fieldNames, t('failed'))),
    };
    if (alias) update.mutate({ id: alias.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  const attributes = (options.data?.attributes ?? []).map((a) => ({ value: a.code, label: a.code }));
  return (
    <Modal
      open
      title={alias ? t('editTitle') : t('addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'alias-save' }}
      destroyOnHidden
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="alias-error" style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(alias)} onFinish={submit}>
        <Form.Item name="aliasType" label={t('fields.type')}>
          <Select
            data-testid="alias-type"
            options={aliasKeyTypes.map((k) => ({ value: k, label: t(`types.${k}`) }))}
            disabled={alias !== null}
          />
        </Form.Item>
        {type === 'CATEGORY' && (
          <Form.Item name="category" label={t('fields.category')} extra={t('help.category')}>
            <Select
              data-testid="alias-category"
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isLoading}
              options={(options.data?.categories ?? []).map((c) => ({
                value: `${c.modelId}|${c.categoryId}`,
                label: `${c.path} (${c.modelName})`,
              }))}
            />
          </Form.Item>
        )}
        {type !== 'CATEGORY' && (
          <Form.Item name="attribute" label={t('fields.attribute')}>
            <Select data-testid="alias-attribute" showSearch={{ optionFilterProp: 'label' }} options={attributes} />
          </Form.Item>
        )}
        {type === 'VALUE' && (
          <Form.Item name="value" label={t('fields.value')} extra={t('help.value')}>
            <Input data-testid="alias-value" />
          </Form.Item>
        )}
        <Form.Item name="tr" label={t('fields.tr')}>
          <Input data-testid="alias-tr" />
        </Form.Item>
        <Form.Item name="en" label={t('fields.en')}>
          <Input data-testid="alias-en" />
        </Form.Item>
        <Form.Item name="valueAlias" label={t('fields.valueAlias')} extra={t('help.valueAlias')}>
          <Input data-testid="alias-value-alias" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
