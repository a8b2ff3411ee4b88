import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelOption } from '../lib/channels';

/** The channel the documents are stored under (`switchCode` of an upload, `channelCode` of JSON documents). */
export function ChannelSelect({
  options,
  value,
  onChange,
  loading,
  testId,
}: {
  options: readonly ChannelOption[];
  value: string | null;
  onChange: (code: string) => void;
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('projectSources');
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      loading={loading}
      placeholder={t('channel.placeholder')}
      notFoundContent={t('channel.none')}
      options={options.map((c) => ({ value: c.code, label: c.code === c.name ? c.name : `${c.name} (${c.code})` }))}
      onChange={(code: string) => onChange(code)}
      style={{ width: '100%', maxWidth: 360 }}
      aria-label={t('channel.label')}
      data-testid={testId}
    />
  );
}
