import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Row, Segmented, Select, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemLanguages, type Dictionary, type SystemLanguage } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { formFailure } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { formatCount } from '../../../shared/format';
import { useDictionary, useSaveDictionary } from '../api';
import { OperatorOnly, SystemCard } from '../components/SystemPage';

/** /admin/dictionary: the topic engine's stopwords per language, with the operator's additions and removals. */
export function DictionaryPage() {
  return (
    <OperatorOnly>
      <DictionaryEditor />
    </OperatorOnly>
  );
}

interface Values {
  added: string[];
  removed: string[];
}

function DictionaryEditor() {
  const { t } = useTranslation('system');
  const [language, setLanguage] = useState<SystemLanguage>('tr');
  const dictionary = useDictionary(language);
  return (
    <SystemCard
      title={t('dictionary.title')}
      intro={t('dictionary.intro')}
      extra={
        <Segmented<SystemLanguage>
          value={language}
          onChange={setLanguage}
          options={systemLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          data-testid="dictionary-language"
        />
      }
      testId="system-dictionary"
    >
      {dictionary.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      {dictionary.data ? <Editor key={language} dictionary={dictionary.data} /> : <Skeleton active />}
    </SystemCard>
  );
}

function Editor({ dictionary }: { dictionary: Dictionary }) {
  const { t, i18n } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveDictionary();
  useEffect(() => {
    form.setFieldsValue({ added: dictionary.added, removed: dictionary.removed });
  }, [dictionary, form]);
  const removed = new Set(Form.useWatch('removed', form) ?? dictionary.removed);

  const submit = (values: Values) => {
    setFailure(null);
    save.mutate(
      { language: dictionary.language, added: values.added, removed: values.removed },
      {
        onSuccess: () => notices.success({ title: t('dictionary.saved') }),
        onError: (err) => setFailure(formFailure(form, err, t, ['added', 'removed'], t('dictionary.saveFailed'))),
      },
    );
  };

  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('dictionary.builtIn')} value={formatCount(dictionary.builtIn.length)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('dictionary.added')} value={formatCount(dictionary.added.length)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('dictionary.removed')} value={formatCount(dictionary.removed.length)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('dictionary.effective')} value={formatCount(dictionary.effective)} />
        </Col>
      </Row>
      {dictionary.updatedAt ? (
        <Typography.Paragraph type="secondary" data-testid="dictionary-updated">
          {t('dictionary.updated', {
            at: formatDateTime(dictionary.updatedAt, i18n.language),
            by: dictionary.updatedBy ?? t('dictionary.someone'),
          })}
        </Typography.Paragraph>
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ added: dictionary.added, removed: dictionary.removed }}
      >
        <Form.Item name="added" label={t('dictionary.addedLabel')} extra={t('dictionary.addedHelp')}>
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="dictionary-added" />
        </Form.Item>
        <Form.Item name="removed" label={t('dictionary.removedLabel')} extra={t('dictionary.removedHelp')}>
          <Select
            mode="multiple"
            allowClear
            options={dictionary.builtIn.map((w) => ({ value: w, label: w }))}
            data-testid="dictionary-removed"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="dictionary-save">
            {t('common.save')}
          </Button>
        </Space>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('dictionary.builtInList')}
      </Typography.Title>
      <div data-testid="dictionary-builtin">
        {dictionary.builtIn.map((w) => (
          <Tag key={w} color={removed.has(w) ? 'red' : undefined} style={{ marginBottom: 4 }}>
            {removed.has(w) ? <s>{w}</s> : w}
          </Tag>
        ))}
      </div>
    </>
  );
}
