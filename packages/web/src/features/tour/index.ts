/** The guided tour (docs/tour-and-help.md): the welcome tour, page tours and what the browser remembers of them. */
export { TourHost } from './components/TourHost';
export { startPageTour } from './pageTour';
export { seenTours } from './views';
export { WELCOME_TOUR } from './model';
