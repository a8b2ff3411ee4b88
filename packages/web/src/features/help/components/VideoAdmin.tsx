import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { helpGuideKeys, helpVideoUrl, type HelpGuideKey, type HelpVideo, type Language } from '@sentio/domain';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useSaveHelpVideo } from '../api';

interface Values {
  guide: HelpGuideKey;
  language: Language;
  url: string;
}

/** A video's identity in the table and in the remove button's state. */
const rowKey = (v: HelpVideo) => [v.guide, v.language].join('/');

/** Operators only: set or remove a guide's video per language (docs/tour-and-help.md). */
export function VideoAdmin({ videos }: { videos: readonly HelpVideo[] }) {
  const { t } = useTranslation('help');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveHelpVideo();
  const [removing, setRemoving] = useState<string | null>(null);
  const guideName = (key: HelpGuideKey) => t(`guides.${key}.title`);
  const languageName = (l: Language) => t(`common:language.${l}`);

  const onFinish = (values: Values) =>
    save.mutate(values, {
      onSuccess: () => {
        void message.success(t('admin.saved'));
        form.setFieldValue('url', '');
      },
      onError: (error) => void applyFieldErrors(form, error, t, ['guide', 'language', 'url']),
    });

  const remove = (v: HelpVideo) => {
    setRemoving(rowKey(v));
    save.mutate(
      { guide: v.guide, language: v.language, url: null },
      { onSuccess: () => void message.success(t('admin.removed')), onSettled: () => setRemoving(null) },
    );
  };

  return (
    <Card title={t('admin.title')} data-testid="help-video-admin">
      <Typography.Paragraph type="secondary">{t('admin.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="inline"
        initialValues={{ guide: helpGuideKeys[0], language: 'en', url: '' }}
        onFinish={onFinish}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        <Form.Item name="guide" label={t('admin.guide')}>
          <Select
            style={{ width: 220 }}
            data-testid="help-video-guide"
            options={helpGuideKeys.map((k) => ({ value: k, label: guideName(k) }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('admin.language')}>
          <Select
            style={{ width: 120 }}
            data-testid="help-video-language"
            options={(['en', 'tr'] as const).map((l) => ({ value: l, label: languageName(l) }))}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('admin.url')}
          style={{ flex: 1, minWidth: 260 }}
          rules={[zodRule(helpVideoUrl, t)]}
        >
          <Input placeholder="https://" data-testid="help-video-url" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending && removing === null} data-testid="help-video-save">
            {t('admin.save')}
          </Button>
        </Form.Item>
      </Form>
      <Table<HelpVideo>
        size="small"
        rowKey={rowKey}
        dataSource={[...videos]}
        pagination={false}
        locale={{ emptyText: t('admin.none') }}
        data-testid="help-video-list"
        columns={[
          { title: t('admin.guide'), dataIndex: 'guide', render: (k: HelpGuideKey) => guideName(k) },
          { title: t('admin.language'), dataIndex: 'language', width: 110, render: (l: Language) => languageName(l) },
          {
            title: t('admin.url'),
            dataIndex: 'url',
            ellipsis: true,
            render: (url: string) => (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ),
          },
          {
            key: 'remove',
            width: 110,
            render: (_, v) => (
              <Space>
                <Popconfirm title={t('admin.remove')} onConfirm={() => remove(v)}>
                  <Button size="small" danger loading={removing === rowKey(v)}>
                    {t('admin.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
