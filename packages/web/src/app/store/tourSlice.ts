import type { StateCreator } from 'zustand';
import type { PageTourItem, TourContent } from '../../features/tour/model';
import type { AppState } from './appStore';

/** A step of the page tour on screen: the page tour item (selector, ordering, id, page URL, tab) and its texts. */
export type PageTourStep = PageTourItem;

/**
 * The persisted part of the guided tour: the tours the signed-in user finished or skipped. It mirrors the per-user
 * record in localStorage (`tour_user_views`, which outlives logout) so components re-render when it changes.
 */
export interface TourState {
  completed: string[];
}

export const initialTour: TourState = { completed: [] };

export interface TourSlice {
  tour: TourState;
  /** In memory: the content of the language last loaded; not loaded again while it is that language's. */
  tourContent: TourContent | null;
  /** In memory: the message of the last failed content load (null once a load succeeds). */
  tourError: string | null;
  /** In memory only: the steps of the tour for the page on screen, cleared when the path changes. */
  pageTour: PageTourStep[];
  /** In memory: the welcome tour is on screen. */
  welcomeOpen: boolean;
  markTourCompleted: (id: string) => void;
  setTourCompleted: (ids: string[]) => void;
  setTourContent: (content: TourContent) => void;
  setTourError: (message: string | null) => void;
  setPageTour: (steps: PageTourStep[]) => void;
  setWelcomeOpen: (open: boolean) => void;
  clearTour: () => void;
}

export const createTourSlice: StateCreator<AppState, [], [], TourSlice> = (set) => ({
  tour: initialTour,
  tourContent: null,
  tourError: null,
  pageTour: [],
  welcomeOpen: false,
  markTourCompleted: (id) =>
    set((s) => (s.tour.completed.includes(id) ? s : { tour: { ...s.tour, completed: [...s.tour.completed, id] } })),
  setTourCompleted: (ids) => set((s) => ({ tour: { ...s.tour, completed: [...new Set(ids)] } })),
  setTourContent: (tourContent) => set({ tourContent, tourError: null }),
  setTourError: (tourError) => set({ tourError }),
  setPageTour: (steps) => set({ pageTour: steps }),
  setWelcomeOpen: (welcomeOpen) => set({ welcomeOpen }),
  clearTour: () => set({ tour: initialTour, tourContent: null, tourError: null, pageTour: [], welcomeOpen: false }),
});
