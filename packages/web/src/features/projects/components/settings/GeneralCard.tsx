import { useState } from 'react';
import { App, Button, Card, Form, Select } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { usePatchProject, useSaveSettings } from '../../api/mutations';
import { useChannels } from '../../api/queries';

/** NPS / CSAT score fields (numeric attributes), the analysis's channels and proxy channel, and the way to masking. */
export function GeneralCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const channels = useChannels();
  const settings = useSaveSettings(project.code);
  const patch = usePatchProject(project.code);
  const [nps, setNps] = useState(project.settings.npsField);
  const [csat, setCsat] = useState(project.settings.csatField);
  const [picked, setPicked] = useState(project.channels);
  const [proxy, setProxy] = useState(project.proxyChannel);
  const numeric = project.attributes.filter((a) => a.type === 'NUMERIC').map((a) => ({ value: a.code, label: a.name }));
  const channelOptions = (channels.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  const done = () => void message.success(t('settings.saved'));

  return (
    <Card
      title={t('settings.general.title')}
      data-testid="settings-general"
      extra={
        <Link to={`/project/masking/${encodeURIComponent(project.code)}`} data-testid="settings-masking-link">
          <Button icon={<SafetyOutlined />}>{t('settings.general.masking')}</Button>
        </Link>
      }
    >
      <Form layout="vertical" component="div" disabled={!canManage}>
        <Form.Item label={t('settings.general.nps')}>
          <Select
            allowClear
            value={nps ?? undefined}
            onChange={(v: string | undefined) => setNps(v ?? null)}
            options={numeric}
            data-testid="settings-nps"
          />
        </Form.Item>
        <Form.Item label={t('settings.general.csat')}>
          <Select
            allowClear
            value={csat ?? undefined}
            onChange={(v: string | undefined) => setCsat(v ?? null)}
            options={numeric}
            data-testid="settings-csat"
          />
        </Form.Item>
        <Button
          loading={settings.isPending}
          onClick={() => settings.mutate({ npsField: nps, csatField: csat }, { onSuccess: done })}
          data-testid="settings-scores-save"
        >
          {t('actions.save')}
        </Button>
        <Form.Item label={t('wizard.steps.channels')} style={{ marginTop: 24 }}>
          <Select
            mode="multiple"
            value={picked}
            onChange={setPicked}
            options={channelOptions}
            loading={channels.isPending}
            data-testid="settings-channels"
          />
        </Form.Item>
        <Form.Item label={t('wizard.channels.proxy')} extra={t('wizard.channels.proxyHint')}>
          <Select
            allowClear
            value={proxy ?? undefined}
            onChange={(v: string | undefined) => setProxy(v ?? null)}
            options={channelOptions}
            data-testid="settings-proxy"
          />
        </Form.Item>
        <Button
          loading={patch.isPending}
          onClick={() => patch.mutate({ channels: picked, proxyChannel: proxy }, { onSuccess: done })}
          data-testid="settings-channels-save"
        >
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
