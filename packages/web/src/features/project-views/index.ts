/** Saved views of an analysis: quick filters, virtual categories, content groups, NPS/CSAT settings. */
export { QuickFilters } from './components/QuickFilters';
export { VirtualCategoryFilters } from './components/VirtualCategoryFilters';
export { ContentGroupAction } from './components/ContentGroupAction';
export { ContentGroupModal } from './components/ContentGroupModal';
export { NpsSettingsCard } from './components/NpsSettingsCard';
export { AttributeSettingsCard } from './components/AttributeSettingsCard';
export { VirtualCategoryAction } from './components/VirtualCategoryAction';
