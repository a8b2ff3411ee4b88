import { Checkbox, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { modelLanguages, type ModelLanguage } from '../../lib/wizard';
import { useFieldStatus, type StepProps } from './TypeStep';

/**
 * Step 2: the languages (switches) the model works in, and the default one — used when a text's language cannot be
 * told. Unticking the default moves it to the remaining language.
 */
export function LanguageStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('models');
  const status = useFieldStatus(issues);
  const toggle = (code: ModelLanguage, on: boolean) => {
    const languages = modelLanguages.filter((l) => (l === code ? on : state.languages.includes(l)));
    const defaultLanguage =
      state.defaultLanguage && languages.includes(state.defaultLanguage) ? state.defaultLanguage : (languages[0] ?? null);
    onChange({ ...state, languages, defaultLanguage });
  };
  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">{t('wizard.language.intro')}</Typography.Paragraph>
      <Form.Item label={t('wizard.language.languages')} required {...status('switches')}>
        <Space orientation="vertical">
          {modelLanguages.map((code) => (
            <Space key={code} size="large">
              <Checkbox
                checked={state.languages.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
                data-testid={`model-language-${code}`}
                style={{ minWidth: 120 }}
              >
                {t(`language.${code}`)}
              </Checkbox>
              <Radio
                checked={state.defaultLanguage === code}
                disabled={!state.languages.includes(code)}
                onChange={() => onChange({ ...state, defaultLanguage: code })}
                data-testid={`model-language-default-${code}`}
              >
                {t('wizard.language.default')}
              </Radio>
            </Space>
          ))}
        </Space>
      </Form.Item>
    </Form>
  );
}
