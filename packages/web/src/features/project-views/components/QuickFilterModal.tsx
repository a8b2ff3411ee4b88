import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { bookmarkBody, type Bookmark } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useSaveBookmark, useUpdateBookmark } from '../api/mutations';

interface Values {
  name: string;
  scope: Bookmark['scope'];
  isDefault: boolean;
  includeDate: boolean;
}

interface Props {
  code: string;
  /** Present: rename / re-scope that bookmark (its query stays); absent: save `queryOf(includeDate)`. */
  bookmark?: Bookmark;
  queryOf: (includeDate: boolean) => string;
  manager: boolean;
  onClose: () => void;
}

/** Save the filters on screen as a quick filter, or edit one; name conflicts come back as BOOKMARK_NAME_TAKEN. */
export function QuickFilterModal({ code, bookmark, queryOf, manager, onClose }: Props) {
  const { t } = useTranslation('projectViews');
  const [form] = Form.useForm<Values>();
  const create = useSaveBookmark(code);
  const update = useUpdateBookmark(code);
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const fail = (e: unknown) => {
    const api = apiErrorOf(e);
    const text = api ? apiErrorText(t, api) : t('failed');
    if (api?.messageCode === 'BOOKMARK_NAME_TAKEN') form.setFields([{ name: 'name', errors: [text] }]);
    else setError(text);
  };

  const submit = (values: Values) => {
    setError(null);
    const body = {
      name: values.name.trim(),
      scope: values.scope,
      isDefault: values.isDefault,
      includeDate: values.includeDate,
      query: bookmark && bookmark.includeDate === values.includeDate ? bookmark.query : queryOf(values.includeDate),
    };
    if (bookmark) update.mutate({ id: bookmark.id, body }, { onSuccess: onClose, onError: fail });
    else create.mutate(body, { onSuccess: onClose, onError: fail });
  };

  return (
    <Modal
      open
      title={bookmark ? t('quick.editTitle') : t('quick.saveTitle')}
      onCancel={onClose}
      okText={t('save')}
      okButtonProps={{ 'data-testid': 'quick-filter-submit', loading: pending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="quick-filter-error" style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: bookmark?.name ?? '',
          scope: bookmark?.scope ?? 'USER',
          isDefault: bookmark?.isDefault ?? false,
          includeDate: bookmark?.includeDate ?? false,
        }}
      >
        <Form.Item name="name" label={t('quick.name')} rules={[zodRule(bookmarkBody.shape.name, t)]}>
          <Input data-testid="quick-filter-name" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="scope" label={t('quick.scope')} extra={manager ? undefined : t('quick.projectManagersOnly')}>
          <Radio.Group data-testid="quick-filter-scope">
            <Radio value="USER" data-testid="quick-filter-scope-user">
              {t('scope.USER')}
            </Radio>
            <Radio value="PROJECT" disabled={!manager} data-testid="quick-filter-scope-project">
              {t('scope.PROJECT')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="isDefault" label={t('quick.default')} valuePropName="checked" extra={t('quick.defaultHelp')}>
          <Switch data-testid="quick-filter-default" />
        </Form.Item>
        <Form.Item name="includeDate" label={t('quick.includeDate')} valuePropName="checked">
          <Switch data-testid="quick-filter-include-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
