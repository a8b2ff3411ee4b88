import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText } from '../../../../app/api/messages';
import { useSaveChannel } from '../../api/mutations';
import { useChannels } from '../../api/queries';
import { useFieldStatus, type StepProps } from './stepProps';

/** A new channel right from the wizard (`POST /api/project/channel`); it is selected once created. */
function NewChannel({ onCreated }: { onCreated: (code: string) => void }) {
  const { t } = useTranslation('projects');
  const save = useSaveChannel();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const error = apiErrorOf(save.error);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('wizard.channels.code')}
          aria-label={t('wizard.channels.code')}
          maxLength={60}
          data-testid="wizard-channel-new-code"
        />
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('wizard.channels.name')}
          aria-label={t('wizard.channels.name')}
          maxLength={100}
          data-testid="wizard-channel-new-name"
        />
        <Button
          icon={<PlusOutlined />}
          loading={save.isPending}
          disabled={!code.trim() || !name.trim()}
          onClick={() =>
            save.mutate(
              { code: code.trim(), name: name.trim() },
              {
                onSuccess: (channel) => {
                  onCreated(channel.code);
                  setCode('');
                  setName('');
                },
              },
            )
          }
          data-testid="wizard-channel-create"
        >
          {t('wizard.channels.create')}
        </Button>
      </Space>
      {error && <Typography.Text type="danger">{apiErrorText(t, error)}</Typography.Text>}
    </Space>
  );
}

/** Step 4: the workspace channels the analysis receives documents from, and an optional proxy channel. */
export function ChannelsStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('projects');
  const status = useFieldStatus(issues);
  const channels = useChannels();
  const set = (patch: Partial<typeof state>) => onChange({ ...state, ...patch });
  const toggle = (code: string, on: boolean) =>
    set({ channels: on ? [...new Set([...state.channels, code])] : state.channels.filter((c) => c !== code) });

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('wizard.channels.title')} required {...status('channels')}>
        {channels.isPending ? (
          <Spin />
        ) : (channels.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wizard.channels.none')} />
        ) : (
          <Flex wrap gap={8}>
            {(channels.data ?? []).map((c) => (
              <Card key={c.code} size="small" style={{ minWidth: 180 }}>
                <Checkbox
                  checked={state.channels.includes(c.code)}
                  onChange={(e) => toggle(c.code, e.target.checked)}
                  data-testid={`wizard-channel-${c.code}`}
                >
                  <Typography.Text strong>{c.name}</Typography.Text>
                </Checkbox>
                {c.description && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {c.description}
                  </Typography.Paragraph>
                )}
              </Card>
            ))}
          </Flex>
        )}
      </Form.Item>
      <Form.Item label={t('wizard.channels.new')}>
        <NewChannel onCreated={(code) => toggle(code, true)} />
      </Form.Item>
      <Form.Item label={t('wizard.channels.proxy')} extra={t('wizard.channels.proxyHint')} {...status('proxyChannel')}>
        <Select
          allowClear
          value={state.proxyChannel ?? undefined}
          onChange={(v: string | undefined) => set({ proxyChannel: v ?? null })}
          options={(channels.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          placeholder={t('wizard.channels.noProxy')}
          style={{ maxWidth: 320 }}
          data-testid="wizard-proxy-channel"
        />
      </Form.Item>
    </Form>
  );
}
