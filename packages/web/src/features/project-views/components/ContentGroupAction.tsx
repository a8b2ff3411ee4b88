import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../project-data';
import { useContentGroupTransactions, type GroupRef } from '../api/mutations';
import { ContentGroupModal } from './ContentGroupModal';

interface Props {
  code: string;
  documentIds: string[];
  onDone?: () => void;
}

/** Bulk action: add the selected documents to the content group of one category, then show that group. */
export function ContentGroupAction({ code, documentIds, onDone }: Props) {
  const { t } = useTranslation('projectViews');
  const [choosing, setChoosing] = useState(false);
  const [shown, setShown] = useState<GroupRef | null>(null);
  const [form] = Form.useForm<GroupRef>();
  const tree = useCategoryTree(code);
  const add = useContentGroupTransactions(code);
  const models = (tree.data ?? []).filter((m) => m.senseType === 'CATEGORY' && m.categories.length > 0);
  const model = Form.useWatch('model', form);
  const categories = models.find((m) => m.modelCode === model)?.categories ?? [];

  const submit = (group: GroupRef) =>
    add.mutate(
      { ...group, add: documentIds },
      {
        onSuccess: () => {
          setChoosing(false);
          setShown(group);
        },
      },
    );

  return (
    <>
      <Button data-testid="content-group-add" icon={<FolderAddOutlined />} onClick={() => setChoosing(true)}>
        {t('group.add')}
      </Button>
      {choosing && (
        <Modal
          open
          title={t('group.addTitle', { count: documentIds.length })}
          onCancel={() => setChoosing(false)}
          okText={t('group.addSubmit')}
          okButtonProps={{ 'data-testid': 'content-group-submit', loading: add.isPending }}
          onOk={() => form.submit()}
          destroyOnHidden
        >
          <Form<GroupRef> form={form} layout="vertical" onFinish={submit} initialValues={{ model: models[0]?.modelCode }}>
            <Form.Item
              name="model"
              label={t('group.model')}
              rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
            >
              <Select
                data-testid="content-group-model"
                loading={tree.isLoading}
                options={models.map((m) => ({ value: m.modelCode, label: m.modelName }))}
                onChange={() => form.setFieldValue('category', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="category"
              label={t('group.category')}
              rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}
            >
              <Select
                data-testid="content-group-category"
                showSearch={{ optionFilterProp: 'label' }}
                options={categories.map((c) => ({ value: c.id, label: c.path }))}
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
      {shown && (
        <ContentGroupModal
          code={code}
          group={shown}
          onClose={() => {
            setShown(null);
            // Only now: clearing the selection unmounts the bulk actions, and this modal with them.
            onDone?.();
          }}
        />
      )}
    </>
  );
}
