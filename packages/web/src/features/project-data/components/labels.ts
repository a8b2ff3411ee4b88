import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../shared/names/labels';
import { useChannelName } from '../../projects';

/**
 * Built-in values with their own texts (statuses, sentiments), channels by their name and languages by theirs; anything
 * else (an attribute's value) is shown as is.
 */
export function useValueLabel() {
  const { t } = useTranslation('projectData');
  const channelName = useChannelName();
  const languageName = useLanguageName();
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
      case 'channel':
        return channelName(value);
      case 'language':
        return languageName(value);
      default:
        return value;
    }
  };
}
