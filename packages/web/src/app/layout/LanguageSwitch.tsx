import { Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sentio/domain';
import { initI18n, isLanguage, supportedLanguages } from '../i18n';
import { useAppStore } from '../store/appStore';
import { useUpdateMe } from '../../features/profile/api/mutations';

/**
 * en/tr switch. Works on public pages too; when signed in the choice is saved to the profile, so the
 * next sign-in (and e-mails) use it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const signedIn = useAppStore((s) => s.user !== null);
  const updateMe = useUpdateMe();
  const queryClient = useQueryClient();

  const change = (language: Language) => {
    void initI18n(language);
    // Names with an alias come from the server in the user's language (docs/aliases.md): read them again once saved.
    if (signedIn) updateMe.mutate({ body: { language } }, { onSuccess: () => void queryClient.invalidateQueries() });
  };

  return (
    <Select<Language>
      data-testid="language-switch"
      aria-label={t('language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={change}
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={supportedLanguages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
    />
  );
}
