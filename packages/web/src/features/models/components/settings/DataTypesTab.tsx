import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';

/** Classification, sense and data type: shown, never edited: fixed once chosen (docs/models.md). */
export function DataTypesTab({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('models');
  return (
    <div style={{ maxWidth: 640 }} data-testid="settings-data-types">
      <Alert type="info" showIcon title={t('settings.dataTypes.fixed')} style={{ marginBottom: 16 }} />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'classification',
            label: t('wizard.type.classification'),
            children: t(`classificationType.${model.classificationType}`),
          },
          { key: 'sense', label: t('wizard.type.sense'), children: t(`senseType.${model.senseType}`) },
          { key: 'data', label: t('wizard.data.label'), children: t(`dataType.${model.dataType}`) },
          { key: 'type', label: t('settings.dataTypes.typeCode'), children: t(`typeCode.${model.typeCode}`) },
        ]}
      />
    </div>
  );
}
