import { shellConstants } from '@sentio/domain';
import { useAppStore } from '../../app/store/appStore';
import { pageTourSteps } from './steps';

/** The tab on screen: the URL's `tab`, or the analysis page's default tab when it has none. */
export function currentTab(pathname: string, search: string): string | null {
  const tab = new URLSearchParams(search).get('tab');
  if (tab) return tab;
  return /^\/project\/detail\/[^/]+\/?$/.test(pathname) ? shellConstants.defaultTab : null;
}

/**
 * Starts the tour of the page on screen from the loaded content: the steps that apply here (see `pageTourSteps`).
 * Answers how many steps it found; with none nothing is shown.
 */
export function startPageTour(pathname: string, search: string): number {
  const { tourContent, setPageTour } = useAppStore.getState();
  if (!tourContent) return 0;
  const steps = pageTourSteps(tourContent.pageTours, { pathname, tab: currentTab(pathname, search) }, (selector) =>
    document.querySelector(selector),
  );
  setPageTour(steps.map(({ element: _element, ...step }) => step));
  return steps.length;
}
