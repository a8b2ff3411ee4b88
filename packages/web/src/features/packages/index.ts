/** The plan's limits as other areas show them: the gated create button, the upgrade prompt, feature usage. */
export { LimitedCreateButton, UpgradePrompt } from './components/LimitGate';
export { FeatureUsage } from './components/FeatureUsage';
export { useAccountFeatures } from './api/queries';
export { useAdminPackages } from './api/admin';
