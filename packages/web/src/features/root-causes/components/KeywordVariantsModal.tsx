import { useState } from 'react';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RcaKeyword } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { useConnectKeyword } from '../api/keywords';
import { keywordFieldErrors } from '../lib/keywords';

interface Props {
  code: string;
  keyword: RcaKeyword;
  onClose: () => void;
}

/** Edits the variants connected to a keyword (other spellings, synonyms): their documents join its topic. */
export function KeywordVariantsModal({ code, keyword, onClose }: Props) {
  const { t } = useTranslation('rootCauses');
  const [form] = Form.useForm<{ connected: string[] }>();
  const connect = useConnectKeyword(code);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open
      title={t('keywords.variantsTitle', { keyword: keyword.keyword })}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'keyword-variants-submit', loading: connect.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ connected: keyword.connected }}
        onFinish={({ connected }) => {
          setProblem(null);
          connect.mutate(
            { id: keyword.id, connected: connected.map((c) => c.trim()).filter((c) => c !== '') },
            {
              onSuccess: onClose,
              onError: (e) => {
                const api = apiErrorOf(e);
                const fields = keywordFieldErrors(api?.fields ?? [], (f) => messageText(t, f.messageCode, f.message), [
                  'connected',
                ]);
                if (fields.length > 0) form.setFields(fields);
                else setProblem(api ? apiErrorText(t, api) : t('failed'));
              },
            },
          );
        }}
      >
        <Typography.Paragraph type="secondary">{t('keywords.variantsHelp')}</Typography.Paragraph>
        <Form.Item name="connected" label={t('keywords.variants')}>
          <Select
            data-testid="keyword-variants-select"
            mode="tags"
            tokenSeparators={[',', '\n']}
            open={false}
            suffixIcon={null}
            maxCount={50}
            placeholder={t('keywords.variantsPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
