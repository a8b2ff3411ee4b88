// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, modelSubPages } from './breadcrumbs';

const keys = (path: string, search: string | URLSearchParams = '') => buildBreadcrumbs(path, search).map((c) => c.key);

describe('buildBreadcrumbs', () => {
  it('is just home on the home page, without a link', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ key: 'home' }]);
  });

  it.each([
    ['/customer-journey', 'section.customerJourney'],
    ['/project', 'section.project'],
    ['/actions', 'section.actions'],
    ['/customers', 'section.customers'],
    ['/first-call-resolution', 'section.firstCallResolution'],
    ['/marketplace', 'section.marketplace'],
    ['/help/videos', 'section.helpVideos'],
    ['/packages', 'section.packages'],
    ['/admin', 'section.admin'],
  ])('maps the first segment of %s to its section', (path, key) => {
    expect(keys(path)).toEqual(['home', key]);
  });

  it('maps all model routes to the models section', () => {
    expect(keys('/model/my-models')).toEqual(['home', 'section.models', 'page.myModels']);
    expect(keys('/model-journey')).toEqual(['home', 'section.models', 'page.modelJourney']);
  });

  it('puts both kinds of templates under the marketplace', () => {
    expect(keys('/marketplace', 'kind=PROJECT')).toEqual(['home', 'section.marketplace']);
    expect(keys('/model-template')).toEqual(['home', 'section.marketplace', 'page.modelTemplates']);
    expect(keys('/project-template')).toEqual(['home', 'section.marketplace', 'page.projectTemplates']);
    expect(buildBreadcrumbs('/model-template/detail/t1')).toEqual([
      { key: 'home', path: '/' },
      { key: 'section.marketplace', path: '/marketplace' },
      { key: 'page.modelTemplates', path: '/model-template' },
      { key: 'item.template', params: { id: 't1' } },
    ]);
    expect(keys('/project-template/detail/T1')).toEqual([
      'home',
      'section.marketplace',
      'page.projectTemplates',
      'item.template',
    ]);
  });

  it.each(modelSubPages)('adds the model and its %s sub-page', (sub) => {
    const crumbs = buildBreadcrumbs(`/model/${sub}/m42`);
    expect(crumbs.map((c) => c.key)).toEqual(['home', 'section.models', 'item.model', `page.model.${sub}`]);
    expect(crumbs[2]?.params).toEqual({ id: 'm42' });
  });

  it('keeps the suffix of a training id in the model crumb', () => {
    expect(buildBreadcrumbs('/model/training/m42-3')[2]?.params).toEqual({ id: 'm42-3' });
  });

  it('links the sections but not the last crumb', () => {
    const crumbs = buildBreadcrumbs('/model/statistics/m1');
    expect(crumbs.at(-1)?.path).toBeUndefined();
    expect(crumbs[0]).toEqual({ key: 'home', path: '/' });
    expect(crumbs[1]).toEqual({ key: 'section.models', path: '/model/my-models' });
  });

  it('adds the item and the default tab on project detail', () => {
    const crumbs = buildBreadcrumbs('/project/detail/P1');
    expect(crumbs).toEqual([
      { key: 'home', path: '/' },
      { key: 'section.project', path: '/project' },
      { key: 'item.project', params: { code: 'P1' }, path: '/project/detail/P1' },
      { key: 'tab.project_data' },
    ]);
  });

  it('names the tab from the query on project detail', () => {
    expect(keys('/project/detail/P1', '?tab=rootCauseAnalysis')).toEqual([
      'home',
      'section.project',
      'item.project',
      'tab.rootCauseAnalysis',
    ]);
  });

  it('names the labelling tab of a model data page, never "Tab UNMARKED"', () => {
    expect(buildBreadcrumbs('/model/data/m1', '?tab=UNMARKED').at(-1)).toEqual({ key: 'labellingTab.UNMARKED' });
    expect(keys('/model/data/m1', 'tab=COMPLETED')).toEqual([
      'home',
      'section.models',
      'item.model',
      'page.model.data',
      'labellingTab.COMPLETED',
    ]);
  });

  it('shows an unknown tab by its raw name', () => {
    expect(buildBreadcrumbs('/project/detail/P1', 'tab=weird').at(-1)).toEqual({ key: 'tab.other', params: { tab: 'weird' } });
  });

  it('adds journey, step, workspace journey and action crumbs from the query in hierarchy order', () => {
    const crumbs = buildBreadcrumbs('/project/detail/P1', '?tab=cj_customer_journey&acid=A1&cjs=S1&cj=J1&wcj=W1');
    expect(crumbs.map((c) => c.key)).toEqual([
      'home',
      'section.project',
      'item.project',
      'tab.cj_customer_journey',
      'query.workspaceJourney',
      'query.journey',
      'query.journeyStep',
      'query.action',
    ]);
    expect(crumbs.slice(4).map((c) => c.params)).toEqual([{ wcj: 'W1' }, { cj: 'J1' }, { cjs: 'S1' }, { acid: 'A1' }]);
  });

  it('adds a project crumb from projectCode outside project detail', () => {
    const crumbs = buildBreadcrumbs('/customer-journey', 'projectCode=P9&wcj=W1');
    expect(crumbs.map((c) => c.key)).toEqual(['home', 'section.customerJourney', 'query.project', 'query.workspaceJourney']);
    expect(crumbs[2]).toEqual({ key: 'query.project', params: { projectCode: 'P9' } });
  });

  it('does not repeat the project from projectCode on its own detail page', () => {
    expect(keys('/project/detail/P1', 'projectCode=P1')).toEqual(['home', 'section.project', 'item.project', 'tab.project_data']);
  });

  it('accepts URLSearchParams', () => {
    expect(keys('/actions', new URLSearchParams({ tab: 'assigned' }))).toEqual(['home', 'section.actions', 'tab.other']);
  });

  it('names the action planner tabs as the page does', () => {
    expect(keys('/actions', 'tab=critical&page=2')).toEqual(['home', 'section.actions', 'actionTab.critical']);
    expect(keys('/actions', 'tab=statistics')).toEqual(['home', 'section.actions', 'actionTab.statistics']);
    expect(keys('/actions', '')).toEqual(['home', 'section.actions']);
  });

  it('adds item crumbs for actions and customers', () => {
    expect(buildBreadcrumbs('/actions/17?returnUrl=%2Fx').at(-1)).toEqual({ key: 'item.action', params: { id: '17' } });
    expect(buildBreadcrumbs('/customers/Y3VzdA%3D%3D').at(-1)).toEqual({ key: 'item.customer', params: { key: 'Y3VzdA==' } });
    expect(buildBreadcrumbs('/customers/Y3VzdC0x').at(-1)).toEqual({ key: 'item.customer', params: { key: 'cust-1' } });
  });

  it('handles project sub-pages', () => {
    expect(keys('/project/create')).toEqual(['home', 'section.project', 'page.projectCreate']);
    expect(keys('/project/masking/P1')).toEqual(['home', 'section.project', 'item.project', 'page.project.masking']);
    expect(keys('/project/P1/match-columns/F1')).toEqual([
      'home',
      'section.project',
      'item.project',
      'page.project.source',
      'page.matchColumns',
    ]);
    // The analysis crumb of a sub-page leads back to its detail page.
    expect(buildBreadcrumbs('/project/masking/P1')[2]).toEqual({
      key: 'item.project',
      params: { code: 'P1' },
      path: '/project/detail/P1',
    });
    expect(buildBreadcrumbs('/project/P1/match-columns/F1')[3]).toEqual({
      key: 'page.project.source',
      path: '/project/source/P1',
    });
    expect(keys('/project/create/draft-1')).toEqual(['home', 'section.project', 'page.projectCreate']);
  });

  it('names profile tabs', () => {
    expect(keys('/profile/2')).toEqual(['home', 'section.profile', 'page.profile.2']);
    expect(keys('/profile/9')).toEqual(['home', 'section.profile']);
  });

  it('names admin pages and their items', () => {
    expect(keys('/admin/workspace')).toEqual(['home', 'section.admin', 'page.admin.workspace']);
    expect(keys('/admin/outbox')).toEqual(['home', 'section.admin', 'page.admin.outbox']);
    expect(keys('/admin/project/queue')).toEqual(['home', 'section.admin', 'page.admin.projectQueue']);
    expect(keys('/admin/accounts/a1')).toEqual(['home', 'section.admin', 'page.admin.accounts', 'item.account']);
    expect(keys('/admin/packages/p1')).toEqual(['home', 'section.admin', 'page.admin.packages', 'item.package']);
  });

  it('marks unknown sections as not found', () => {
    expect(keys('/nowhere/else')).toEqual(['home', 'notFound']);
  });

  it('survives malformed percent-encoding', () => {
    expect(buildBreadcrumbs('/actions/%E0%A4%A')).toHaveLength(3);
  });
});
