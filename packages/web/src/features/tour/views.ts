import { shellConstants, storageKeys } from '@sentio/domain';

/**
 * What this browser remembers of the tours (docs/tour-and-help.md). `tour_user_views` (user id → tours finished or
 * skipped) outlives logout on purpose: the welcome tour is shown once per user and browser, so a user without it there
 * is on a first login (`first_login` belongs to the personal-information step). `show_tour_on_first_login` = "false"
 * turns the automatic welcome tour off for the browser (the browser tests' stored state does so). Page-tour progress
 * is one `page_tour_progress_<item id>` entry per step seen; logout removes those.
 */

type Views = Record<string, string[]>;

function readViews(): Views {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.tourUserViews) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const views: Views = {};
    for (const [user, tours] of Object.entries(parsed)) {
      if (Array.isArray(tours)) views[user] = tours.filter((t): t is string => typeof t === 'string');
    }
    return views;
  } catch {
    // A hand-edited or broken entry must not keep the shell from starting: start the record again.
    return {};
  }
}

export const seenTours = (userId: string): string[] => readViews()[userId] ?? [];

export const hasSeenTour = (userId: string, tourId: string): boolean => seenTours(userId).includes(tourId);

export function markTourSeen(userId: string, tourId: string): void {
  const views = readViews();
  const tours = views[userId] ?? [];
  if (tours.includes(tourId)) return;
  views[userId] = [...tours, tourId];
  localStorage.setItem(storageKeys.tourUserViews, JSON.stringify(views));
}

export const showTourOnFirstLogin = (): boolean => localStorage.getItem(storageKeys.showTourOnFirstLogin) !== 'false';

const progressKey = (itemId: string) => `${shellConstants.tourProgressKeyPrefix}${itemId}`;

export const isStepSeen = (itemId: string): boolean => localStorage.getItem(progressKey(itemId)) !== null;

export const markStepSeen = (itemId: string): void => localStorage.setItem(progressKey(itemId), new Date().toISOString());
