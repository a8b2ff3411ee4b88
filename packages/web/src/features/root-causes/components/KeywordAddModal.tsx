import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { rcaKeywordSaveBody } from '@sentio/domain';
import { apiErrorOf, isMessageCode } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { useAddKeyword, useSaveKeywords } from '../api/keywords';
import { keywordFieldErrors, splitKeywords } from '../lib/keywords';

interface Values {
  keywords: string;
  categoryId: string | null;
}

interface Props {
  code: string;
  /** The categories a keyword may be limited to (the analysis's); none chosen = all categories. */
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
}

/**
 * Adds one keyword (`keyword`, which refuses an existing one with KEYWORD_EXISTS) or several separated by commas or
 * new lines at once (`keyword/save`, which keeps existing ones). The server's field errors land on the fields.
 */
export function KeywordAddModal({ code, categories, onClose }: Props) {
  const { t } = useTranslation('rootCauses');
  const [form] = Form.useForm<Values>();
  const add = useAddKeyword(code);
  const save = useSaveKeywords(code);
  const [problem, setProblem] = useState<string | null>(null);

  /** The same rules as the server's (required, at most 100 characters each, at most 200 at once) on the split list. */
  const keywordsRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      const result = await rcaKeywordSaveBody.shape.keywords.safeParseAsync(
        splitKeywords(typeof value === 'string' ? value : ''),
      );
      if (result.success) return;
      const messageCode = result.error.issues[0]?.message;
      throw new Error(messageText(t, isMessageCode(messageCode) ? messageCode : 'FIELD_INVALID'));
    },
  };

  const submit = ({ keywords, categoryId }: Values) => {
    setProblem(null);
    const list = splitKeywords(keywords);
    const onError = (e: unknown) => {
      const api = apiErrorOf(e);
      const fields = keywordFieldErrors(api?.fields ?? [], (f) => messageText(t, f.messageCode, f.message), [
        'keywords',
        'categoryId',
      ]);
      if (fields.length > 0) form.setFields(fields);
      else setProblem(api ? apiErrorText(t, api) : t('failed'));
    };
    const body = { categoryId: categoryId ?? null };
    if (list.length === 1) add.mutate({ ...body, keyword: list[0] ?? '' }, { onSuccess: onClose, onError });
    else save.mutate({ ...body, keywords: list }, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      title={t('keywords.addTitle')}
      onCancel={onClose}
      okText={t('keywords.add')}
      okButtonProps={{ 'data-testid': 'keyword-add-submit', loading: add.isPending || save.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="keyword-add-error" style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ keywords: '', categoryId: null }}>
        <Form.Item name="keywords" label={t('keywords.keywords')} extra={t('keywords.keywordsHelp')} rules={[keywordsRule]}>
          <Input.TextArea data-testid="keyword-add-text" autoSize={{ minRows: 2, maxRows: 8 }} autoFocus />
        </Form.Item>
        <Form.Item name="categoryId" label={t('keywords.category')} extra={t('keywords.categoryHelp')}>
          <Select
            data-testid="keyword-add-category"
            allowClear
            placeholder={t('keywords.allCategories')}
            options={[...categories]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
