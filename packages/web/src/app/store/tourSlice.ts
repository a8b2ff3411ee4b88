import type { StateCreator } from 'zustand';
import type { AppState } from './appStore';

/** A step of the page tour: selector, ordering, id, page URL and tab. */
export interface PageTourStep {
  id: string;
  selector: string;
  ordering: number;
  pageUrl: string;
  tab?: string;
}

/** The persisted part of the guided tour: which language's content is loaded and which tours were seen. */
export interface TourState {
  language: string | null;
  completed: string[];
  error: string | null;
}

export const initialTour: TourState = { language: null, completed: [], error: null };

export interface TourSlice {
  tour: TourState;
  /** In memory only: the steps of the tour for the page on screen, cleared when the path changes. */
  pageTour: PageTourStep[];
  markTourCompleted: (id: string) => void;
  setPageTour: (steps: PageTourStep[]) => void;
  clearTour: () => void;
}

export const createTourSlice: StateCreator<AppState, [], [], TourSlice> = (set) => ({
  tour: initialTour,
  pageTour: [],
  markTourCompleted: (id) =>
    set((s) => (s.tour.completed.includes(id) ? s : { tour: { ...s.tour, completed: [...s.tour.completed, id] } })),
  setPageTour: (steps) => set({ pageTour: steps }),
  clearTour: () => set({ tour: initialTour, pageTour: [] }),
});
