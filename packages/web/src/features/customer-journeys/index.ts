/**
 * Customer journeys (docs/customer-journeys.md): the `/customer-journey` page's route target, the two project tabs
 * (`cj_customer_journey`, `ws_customer_journey`) and the journey query the data tab's journey chip names its filter with.
 */
export { CustomerJourneyTab, WorkspaceJourneyTab } from './JourneyTabs';
export { useJourney } from './api/queries';
export { journeyKeys } from './api/keys';
export { useJourneyChip } from './lib/useJourneyChip';
