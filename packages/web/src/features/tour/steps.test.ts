import { afterEach, describe, expect, it } from 'vitest';
import { matchesPage, pageTourSteps } from './steps';
import type { PageTourItem } from './model';

const item = (id: string, selector: string, ordering: number, pageUrl = '/project', tab?: string): PageTourItem => ({
  id,
  selector,
  ordering,
  pageUrl,
  ...(tab ? { tab } : {}),
  title: id,
  description: id,
});

const find = (selector: string) => document.querySelector(selector);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('matchesPage', () => {
  it('matches literal segments and :params, ignoring slashes at the ends', () => {
    expect(matchesPage('/project', '/project')).toBe(true);
    expect(matchesPage('/project', '/project/')).toBe(true);
    expect(matchesPage('/project/detail/:code', '/project/detail/customer-experience')).toBe(true);
    expect(matchesPage('/', '/')).toBe(true);
  });

  it('does not match another page, a longer or a shorter path', () => {
    expect(matchesPage('/project', '/model/my-models')).toBe(false);
    expect(matchesPage('/project', '/project/create')).toBe(false);
    expect(matchesPage('/project/detail/:code', '/project/detail')).toBe(false);
    expect(matchesPage('/', '/project')).toBe(false);
  });
});

describe('pageTourSteps', () => {
  it('keeps only the items whose element exists on the page', () => {
    document.body.innerHTML = '<div id="a"></div><div id="c"></div>';
    const steps = pageTourSteps([item('a', '#a', 1), item('b', '#b', 2), item('c', '#c', 3)], { pathname: '/project' }, find);
    expect(steps.map((s) => s.id)).toEqual(['a', 'c']);
    expect(steps[0]?.element).toBe(document.getElementById('a'));
  });

  it('keeps only the items of the page on screen', () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const items = [item('a', '#a', 1, '/project'), item('b', '#b', 2, '/model/my-models')];
    expect(pageTourSteps(items, { pathname: '/model/my-models' }, find).map((s) => s.id)).toEqual(['b']);
  });

  it('keeps the items of the tab on screen and those of every tab', () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div><div id="c"></div>';
    const page = '/project/detail/:code';
    const items = [item('a', '#a', 1, page, 'project_data'), item('b', '#b', 2, page, 'dashboard'), item('c', '#c', 3, page)];
    const at = (tab: string | null) => pageTourSteps(items, { pathname: '/project/detail/cx', tab }, find).map((s) => s.id);
    expect(at('project_data')).toEqual(['a', 'c']);
    expect(at('dashboard')).toEqual(['b', 'c']);
    expect(at(null)).toEqual(['c']);
  });

  it('sorts by ordering, then by position in the page', () => {
    document.body.innerHTML = '<header id="top"></header><main><p id="middle"></p></main><footer id="bottom"></footer>';
    const items = [item('bottom', '#bottom', 1), item('middle', '#middle', 1), item('top', '#top', 2)];
    expect(pageTourSteps(items, { pathname: '/project' }, find).map((s) => s.id)).toEqual(['middle', 'bottom', 'top']);
  });

  it('leaves out an item whose selector the browser cannot parse', () => {
    document.body.innerHTML = '<div id="a"></div>';
    expect(pageTourSteps([item('bad', '##', 1), item('a', '#a', 2)], { pathname: '/project' }, find).map((s) => s.id)).toEqual([
      'a',
    ]);
  });

  it('gives no steps on a page without a tour', () => {
    document.body.innerHTML = '<div id="a"></div>';
    expect(pageTourSteps([item('a', '#a', 1)], { pathname: '/actions' }, find)).toEqual([]);
  });
});
