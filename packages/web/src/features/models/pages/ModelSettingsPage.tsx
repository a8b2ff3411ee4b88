import { Alert, Card, Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { ModelAssistantSection, modelTakesAssistant } from '../../assistants';
import { ModelShell } from '../components/ModelShell';
import { AccessTab } from '../components/settings/AccessTab';
import { AdvancedTab } from '../components/settings/AdvancedTab';
import { ChannelsTab } from '../components/settings/ChannelsTab';
import { DataTypesTab } from '../components/settings/DataTypesTab';
import { GeneralTab } from '../components/settings/GeneralTab';

const tabs = ['general', 'access', 'data-types', 'channels', 'advanced', 'assistant'] as const;
type SettingsTab = (typeof tabs)[number];

/**
 * /model/settings/:id — tabs general, access, data types (read-only), channels, advanced. `?section=` keeps the open
 * tab (not `tab`, which the breadcrumbs read as a project tab).
 */
export function ModelSettingsPage() {
  const { id } = useParams();
  const { t } = useTranslation('models');
  const [params, setParams] = useSearchParams();
  const readOnly = !accessOf(useAppStore((s) => s.user)).modelManage;
  const requested = params.get('section');
  const active: SettingsTab = (tabs as readonly string[]).includes(requested ?? '') ? (requested as SettingsTab) : 'general';

  return (
    <ModelShell modelId={id} page="settings">
      {(model) => (
        <Card>
          {readOnly && <Alert type="info" showIcon title={t('settings.readOnly')} style={{ marginBottom: 16 }} />}
          <Tabs
            activeKey={active}
            onChange={(section) => setParams({ section }, { replace: true })}
            destroyOnHidden
            items={[
              { key: 'general', label: t('settings.tabs.general'), children: <GeneralTab model={model} readOnly={readOnly} /> },
              { key: 'access', label: t('settings.tabs.access'), children: <AccessTab model={model} readOnly={readOnly} /> },
              { key: 'data-types', label: t('settings.tabs.dataTypes'), children: <DataTypesTab model={model} /> },
              {
                key: 'channels',
                label: t('settings.tabs.channels'),
                children: <ChannelsTab model={model} readOnly={readOnly} />,
              },
              {
                key: 'advanced',
                label: t('settings.tabs.advanced'),
                children: <AdvancedTab model={model} readOnly={readOnly} />,
              },
              // The assistant only while the model has no category tree (docs/assistants.md).
              ...(modelTakesAssistant(model)
                ? [{ key: 'assistant', label: t('assistants:model.tab'), children: <ModelAssistantSection model={model} /> }]
                : []),
            ].map((item) => ({ ...item, label: <span data-testid={`settings-tab-${item.key}`}>{item.label}</span> }))}
          />
        </Card>
      )}
    </ModelShell>
  );
}
