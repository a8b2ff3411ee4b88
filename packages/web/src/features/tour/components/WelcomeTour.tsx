import { useEffect, useState } from 'react';
import { Button, Tour, type TourStepProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { domainConstants } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { WELCOME_TOUR } from '../model';
import { hasSeenTour, markTourSeen, showTourOnFirstLogin } from '../views';
import { stepTexts, targetOf } from './TourTexts';

/**
 * The welcome tour (docs/tour-and-help.md): three steps over the shell, shown on a user's first sign-in on this
 * browser and again whenever the help menu asks for it. Finishing or skipping it records it for that user, so it
 * does not come back on reload or at the next sign-in.
 */
export function WelcomeTour() {
  const { t } = useTranslation('tour');
  const userId = useAppStore((s) => s.user?.id ?? null);
  const open = useAppStore((s) => s.welcomeOpen);
  const content = useAppStore((s) => s.tourContent);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!userId) return;
    if (showTourOnFirstLogin() && !hasSeenTour(userId, WELCOME_TOUR)) {
      useAppStore.getState().setWelcomeOpen(true);
    }
  }, [userId]);

  if (!open || !content || !userId) return null;

  const end = () => {
    markTourSeen(userId, WELCOME_TOUR);
    const s = useAppStore.getState();
    s.markTourCompleted(WELCOME_TOUR);
    s.setWelcomeOpen(false);
    setCurrent(0);
  };
  const welcome = content.welcome.slice(0, domainConstants.welcomeTourSteps);
  const steps: TourStepProps[] = welcome.map((step, i) => ({
    ...stepTexts(step.title, step.description, 'welcome-tour'),
    target: targetOf(step.selector),
    ...(step.placement ? { placement: step.placement } : {}),
    nextButtonProps: { children: i === welcome.length - 1 ? t('finish') : t('next') },
    prevButtonProps: { children: t('previous') },
  }));

  return (
    <Tour
      open
      steps={steps}
      current={current}
      onChange={setCurrent}
      onClose={end}
      onFinish={end}
      rootClassName="sentio-welcome-tour"
      actionsRender={(buttons, { current: at, total }) => (
        <>
          {at < total - 1 && (
            <Button size="small" type="text" onClick={end} data-testid="welcome-tour-skip">
              {t('skip')}
            </Button>
          )}
          {buttons}
        </>
      )}
    />
  );
}
