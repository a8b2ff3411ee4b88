import { useEffect, useState } from 'react';
import { Tour, type TourStepProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/store/appStore';
import type { PageTourStep } from '../../../app/store/tourSlice';
import { isStepSeen, markStepSeen } from '../views';
import { stepTexts, targetOf } from './TourTexts';

/**
 * The tour of the page on screen, started from the help menu. It resumes at the first step not seen yet (each step
 * seen is one `page_tour_progress_<id>` entry) and is gone when the path changes (RootRoute clears it).
 */
export function PageTour() {
  const pageTour = useAppStore((s) => s.pageTour);
  if (pageTour.length === 0) return null;
  // A new set of steps is a new tour: it starts again from its first unseen step.
  return <PageTourPanel key={pageTour.map((s) => s.id).join()} steps={pageTour} />;
}

function PageTourPanel({ steps }: { steps: PageTourStep[] }) {
  const { t } = useTranslation('tour');
  const [current, setCurrent] = useState(() => Math.max(0, steps.findIndex((step) => !isStepSeen(step.id))));
  const shown = steps[current];

  useEffect(() => {
    if (shown) markStepSeen(shown.id);
  }, [shown]);

  const close = () => useAppStore.getState().setPageTour([]);
  const items: TourStepProps[] = steps.map((step, i) => ({
    ...stepTexts(step.title, step.description, 'page-tour'),
    target: targetOf(step.selector),
    ...(step.placement ? { placement: step.placement } : {}),
    nextButtonProps: { children: i === steps.length - 1 ? t('finish') : t('next') },
    prevButtonProps: { children: t('previous') },
  }));

  return (
    <Tour
      open
      type="primary"
      steps={items}
      current={current}
      onChange={setCurrent}
      onClose={close}
      onFinish={close}
      rootClassName="sentio-page-tour"
    />
  );
}
