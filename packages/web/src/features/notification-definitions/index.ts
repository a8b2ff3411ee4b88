/**
 * Notification definitions (docs/notification-definitions.md): the analysis's `notification` tab, and the data tab's
 * chip for the documents of a notification mail (`nid`).
 */
export { NotificationDefinitionsTab } from './components/NotificationDefinitionsTab';
export { useNotificationChip } from './lib/useNotificationChip';
