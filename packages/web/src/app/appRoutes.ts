import { redirect, type RouteObject } from 'react-router';

/**
 * The models area's routes (docs/models.md). `/model/training/:id` may carry a `-suffix` after the uuid; the
 * labelling page reads the first 36 characters. model-data pages belong to the model-data area.
 */
const modelRoutes: RouteObject[] = [
  { path: 'model', loader: () => redirect('/model/my-models') },
  {
    path: 'model/my-models',
    lazy: () => import('../features/models/pages/ModelListPage').then((m) => ({ Component: m.ModelListPage })),
  },
  {
    path: 'model/create',
    lazy: () => import('../features/models/pages/ModelCreatePage').then((m) => ({ Component: m.ModelCreatePage })),
  },
  {
    path: 'model-journey',
    lazy: () => import('../features/models/pages/ModelJourneyPage').then((m) => ({ Component: m.ModelJourneyPage })),
  },
  {
    path: 'model/settings/:id',
    lazy: () => import('../features/models/pages/ModelSettingsPage').then((m) => ({ Component: m.ModelSettingsPage })),
  },
  {
    path: 'model/pipeline/:id',
    lazy: () => import('../features/models/pages/ModelPipelinePage').then((m) => ({ Component: m.ModelPipelinePage })),
  },
  {
    path: 'model/categories/:id',
    lazy: () => import('../features/models/pages/ModelCategoriesPage').then((m) => ({ Component: m.ModelCategoriesPage })),
  },
  {
    path: 'model/make-public/:id',
    lazy: () => import('../features/models/pages/ModelMakePublicPage').then((m) => ({ Component: m.ModelMakePublicPage })),
  },
  {
    path: 'model/data/:id',
    lazy: () => import('../features/model-data/pages/LabellingPage').then((m) => ({ Component: m.LabellingPage })),
  },
  {
    path: 'model/training/:id',
    lazy: () => import('../features/model-data/pages/LabellingPage').then((m) => ({ Component: m.LabellingPage })),
  },
  {
    path: 'model/data-upload/:id',
    lazy: () => import('../features/model-data/pages/DataUploadPage').then((m) => ({ Component: m.DataUploadPage })),
  },
  {
    path: 'model/columns-preview/:modelId/:sourceId',
    lazy: () => import('../features/model-data/pages/ColumnsPreviewPage').then((m) => ({ Component: m.ColumnsPreviewPage })),
  },
  {
    path: 'model/match-columns/:modelId/:sourceId',
    lazy: () => import('../features/model-data/pages/MatchColumnsPage').then((m) => ({ Component: m.MatchColumnsPage })),
  },
  {
    path: 'model/json-upload/:id',
    lazy: () => import('../features/model-data/pages/JsonUploadPage').then((m) => ({ Component: m.JsonUploadPage })),
  },
  {
    path: 'model/private-source/:id',
    lazy: () => import('../features/model-data/pages/PrivateSourcePage').then((m) => ({ Component: m.PrivateSourcePage })),
  },
  {
    path: 'model/package-upload/:id',
    lazy: () => import('../features/model-data/pages/PackageUploadPage').then((m) => ({ Component: m.PackageUploadPage })),
  },
  {
    path: 'model/statistics/:id',
    lazy: () => import('../features/model-data/pages/StatisticsPage').then((m) => ({ Component: m.StatisticsPage })),
  },
  {
    path: 'model/test/:id',
    lazy: () => import('../features/model-data/pages/TestPage').then((m) => ({ Component: m.TestPage })),
  },
];

/**
 * The projects area's routes (docs/analyses.md): projects (list, wizard, detail shell, masking), project-data (the
 * data tab) and project-sources (uploads, column matching, the sources and test tabs).
 */
const projectRoutes: RouteObject[] = [
  {
    path: 'project',
    lazy: () => import('../features/projects/pages/ProjectListPage').then((m) => ({ Component: m.ProjectListPage })),
  },
  {
    path: 'project/create',
    lazy: () => import('../features/projects/pages/ProjectCreatePage').then((m) => ({ Component: m.ProjectCreatePage })),
  },
  {
    path: 'project/create/:code',
    lazy: () => import('../features/projects/pages/ProjectCreatePage').then((m) => ({ Component: m.ProjectCreatePage })),
  },
  {
    path: 'project/detail/:code',
    lazy: () => import('../features/projects/pages/ProjectDetailPage').then((m) => ({ Component: m.ProjectDetailPage })),
  },
  {
    path: 'project/masking/:id',
    lazy: () => import('../features/projects/pages/ProjectMaskingPage').then((m) => ({ Component: m.ProjectMaskingPage })),
  },
  {
    path: 'project/make-public/:id',
    lazy: () =>
      import('../features/public-review/pages/ProjectMakePublicPage').then((m) => ({ Component: m.ProjectMakePublicPage })),
  },
  {
    path: 'project/source/:id',
    lazy: () => import('../features/project-sources/pages/ProjectSourcePage').then((m) => ({ Component: m.ProjectSourcePage })),
  },
  {
    path: 'project/:code/match-columns/:sourceId',
    lazy: () =>
      import('../features/project-sources/pages/ProjectMatchColumnsPage').then((m) => ({ Component: m.ProjectMatchColumnsPage })),
  },
];

/** The marketplace and templates (docs/marketplace.md): public templates of both kinds, each kind's list and detail. */
const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    lazy: () => import('../features/marketplace/pages/MarketplacePage').then((m) => ({ Component: m.MarketplacePage })),
  },
  {
    path: 'model-template',
    lazy: () => import('../features/marketplace/pages/TemplateListPage').then((m) => ({ Component: m.ModelTemplateListPage })),
  },
  {
    path: 'model-template/detail/:id',
    lazy: () =>
      import('../features/marketplace/pages/ModelTemplateDetailPage').then((m) => ({ Component: m.ModelTemplateDetailPage })),
  },
  {
    path: 'project-template',
    lazy: () => import('../features/marketplace/pages/TemplateListPage').then((m) => ({ Component: m.ProjectTemplateListPage })),
  },
  {
    path: 'project-template/detail/:id',
    lazy: () =>
      import('../features/marketplace/pages/ProjectTemplateDetailPage').then((m) => ({
        Component: m.ProjectTemplateDetailPage,
      })),
  },
];

/**
 * The signed-in areas, rendered inside the app layout. Kept apart from router.tsx so the breadcrumbs can
 * tell which paths exist (a crumb links only to a built page) without importing the layout.
 */
export const appRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/pages/HomePage').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'profile/:tab',
    lazy: () => import('../features/profile/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  { path: 'profile', lazy: () => import('../features/profile/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: 'packages',
    lazy: () => import('../features/packages/pages/PackagesPage').then((m) => ({ Component: m.PackagesPage })),
  },
  {
    path: 'admin',
    lazy: () => import('../features/public-review/pages/AdminLandingPage').then((m) => ({ Component: m.AdminLandingPage })),
  },
  {
    path: 'admin/workspace',
    lazy: () => import('../features/workspace/pages/WorkspaceAdminPage').then((m) => ({ Component: m.WorkspaceAdminPage })),
  },
  {
    path: 'admin/user',
    lazy: () => import('../features/admin-users/pages/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })),
  },
  {
    path: 'admin/accounts',
    lazy: () => import('../features/accounts/pages/AccountsPage').then((m) => ({ Component: m.AccountsPage })),
  },
  {
    path: 'admin/accounts/:id',
    lazy: () => import('../features/accounts/pages/AccountDetailPage').then((m) => ({ Component: m.AccountDetailPage })),
  },
  {
    path: 'admin/statistics',
    lazy: () => import('../features/accounts/pages/StatisticsPage').then((m) => ({ Component: m.StatisticsPage })),
  },
  {
    path: 'admin/packages',
    lazy: () => import('../features/packages/pages/AdminPackagesPage').then((m) => ({ Component: m.AdminPackagesPage })),
  },
  {
    path: 'admin/packages/:id',
    lazy: () =>
      import('../features/packages/pages/AdminPackageDetailPage').then((m) => ({ Component: m.AdminPackageDetailPage })),
  },
  ...modelRoutes,
  ...projectRoutes,
  ...marketplaceRoutes,
  {
    path: 'customers',
    lazy: () => import('../features/customers/pages/CustomerListPage').then((m) => ({ Component: m.CustomerListPage })),
  },
  {
    path: 'customers/:key',
    lazy: () => import('../features/customers/pages/CustomerDetailPage').then((m) => ({ Component: m.CustomerDetailPage })),
  },
  {
    path: 'customer-journey',
    lazy: () =>
      import('../features/customer-journeys/pages/CustomerJourneyPage').then((m) => ({ Component: m.CustomerJourneyPage })),
  },
  {
    path: 'first-call-resolution',
    lazy: () => import('../features/fcr/pages/FcrPage').then((m) => ({ Component: m.FcrPage })),
  },
  {
    path: 'actions',
    lazy: () => import('../features/actions/pages/ActionListPage').then((m) => ({ Component: m.ActionListPage })),
  },
  {
    path: 'actions/:id',
    lazy: () => import('../features/actions/pages/ActionDetailPage').then((m) => ({ Component: m.ActionDetailPage })),
  },
  {
    path: 'admin/monitor',
    lazy: () => import('../features/system/pages/MonitorPage').then((m) => ({ Component: m.MonitorPage })),
  },
  {
    path: 'admin/system-log',
    lazy: () => import('../features/system/pages/SystemLogPage').then((m) => ({ Component: m.SystemLogPage })),
  },
  {
    path: 'admin/dictionary',
    lazy: () => import('../features/system/pages/DictionaryPage').then((m) => ({ Component: m.DictionaryPage })),
  },
  {
    path: 'admin/parameters',
    lazy: () => import('../features/system/pages/ParametersPage').then((m) => ({ Component: m.ParametersPage })),
  },
  {
    path: 'admin/cache',
    lazy: () => import('../features/system/pages/CachePage').then((m) => ({ Component: m.CachePage })),
  },
  {
    path: 'admin/project/queue',
    lazy: () => import('../features/system/pages/ProjectQueuePage').then((m) => ({ Component: m.ProjectQueuePage })),
  },
  {
    path: 'admin/pool',
    lazy: () => import('../features/system/pages/PoolPage').then((m) => ({ Component: m.PoolPage })),
  },
  {
    path: 'help/videos',
    lazy: () => import('../features/help/pages/HelpVideosPage').then((m) => ({ Component: m.HelpVideosPage })),
  },
  {
    path: 'admin/ai-provider',
    lazy: () => import('../features/ai-provider/pages/AiProviderPage').then((m) => ({ Component: m.AiProviderPage })),
  },
  { path: 'admin/outbox', lazy: () => import('../features/admin/pages/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
  { path: '*', lazy: () => import('../features/errors/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
];
