import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../app/i18n';
import { loadTourContent } from '../load';
import { PageTour } from './PageTour';
import { WelcomeTour } from './WelcomeTour';

/** The tours of the signed-in shell: loads the content of the interface language and shows whichever tour is open. */
export function TourHost() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    void loadTourContent(language);
  }, [language]);
  return (
    <>
      <WelcomeTour />
      <PageTour />
    </>
  );
}
