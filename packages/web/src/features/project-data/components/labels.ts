import { useTranslation } from 'react-i18next';

/** Built-in values with their own texts (statuses, sentiments); anything else (a channel code, a language) is shown as is. */
export function useValueLabel() {
  const { t } = useTranslation('projectData');
  return (fieldName: string, value: string): string => {
    switch (fieldName) {
      case 'status':
        return t(`status.${value}`, { defaultValue: value });
      case 'predictionStatus':
        return t(`predictionStatus.${value}`, { defaultValue: value });
      case 'sentiment':
        return t(`sentiment.${value}`, { defaultValue: value });
      case 'alerted':
        return t(`alerted.${value}`, { defaultValue: value });
      default:
        return value;
    }
  };
}
