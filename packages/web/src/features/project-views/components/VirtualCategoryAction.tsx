import { useState } from 'react';
import { Button, Form, Modal, Radio, Select } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useVirtualTransactions } from '../api/mutations';
import { useVirtualCategories } from '../api/queries';

interface Values {
  id: string;
  direction: 'add' | 'remove';
}

/**
 * Bulk action: put the selected documents into a virtual category, or take them out, whatever its query says
 * (the category's transactions). Hidden while the analysis has no virtual category.
 */
export function VirtualCategoryAction({
  code,
  documentIds,
  onDone,
}: {
  code: string;
  documentIds: string[];
  onDone?: () => void;
}) {
  const { t } = useTranslation('projectViews');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const list = useVirtualCategories(code);
  const change = useVirtualTransactions(code);
  const categories = list.data ?? [];
  if (categories.length === 0) return null;

  const submit = ({ id, direction }: Values) =>
    change.mutate(
      { id, [direction]: documentIds },
      {
        onSuccess: () => {
          setOpen(false);
          onDone?.();
        },
      },
    );

  return (
    <>
      <Button data-testid="virtual-transaction-open" icon={<TagsOutlined />} onClick={() => setOpen(true)}>
        {t('virtual.transaction')}
      </Button>
      {open && (
        <Modal
          open
          title={t('virtual.transactionTitle', { count: documentIds.length })}
          onCancel={() => setOpen(false)}
          okText={t('save')}
          okButtonProps={{ 'data-testid': 'virtual-transaction-submit', loading: change.isPending }}
          onOk={() => form.submit()}
          destroyOnHidden
        >
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ id: categories[0]?.id, direction: 'add' }}
          >
            <Form.Item
              name="id"
              label={t('virtual.category')}
              rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
            >
              <Select
                data-testid="virtual-transaction-category"
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
            <Form.Item name="direction">
              <Radio.Group data-testid="virtual-transaction-direction">
                <Radio value="add">{t('virtual.addTo')}</Radio>
                <Radio value="remove">{t('virtual.removeFrom')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
