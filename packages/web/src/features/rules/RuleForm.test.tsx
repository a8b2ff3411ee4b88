import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shellConstants } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { RuleForm } from './components/RuleForm';
import { ada, ruleOf } from './test/fixtures';

// The rule form is antd-heavy: under coverage on a busy two-core machine one save takes seconds.
const slow = { timeout: 15_000 };
const base = '/api/project/care/rule';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderForm(
  routes: Record<string, (call: Call) => Response> = {},
  rule = undefined as ReturnType<typeof ruleOf> | undefined,
) {
  const onClose = vi.fn();
  const calls = mockApi({
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/project/care/labels': () => json([{ id: 'l1', name: 'VIP', color: 'gold', documentCount: 2 }]),
    'GET /api/action/people': () => json([{ id: ada.id, name: ada.name, email: 'ada@x.io' }]),
    'GET /api/action-type': () => json([]),
    'GET /api/project/channel': () => json([{ code: 'web', name: 'Web', description: '', image: null, usage: 1 }]),
    ...routes,
  });
  renderAt(
    [{ path: '/', element: <RuleForm project={projectDetail()} rule={rule} onClose={onClose} /> }],
    '/',
    userWith('MANAGER'),
  );
  return { calls, onClose };
}

async function open(testId: string) {
  const select = await screen.findByTestId(testId, {}, slow);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
}
async function pick(testId: string, title: string, search?: string) {
  await open(testId);
  // A long list renders only its first options (virtual list): search narrows it.
  if (search) fireEvent.change(screen.getByTestId(testId).querySelector('input') as HTMLElement, { target: { value: search } });
  const options = await screen.findAllByTitle(title, {}, slow);
  fireEvent.click(options.at(-1) as HTMLElement);
}
/** The option titles of one select's dropdown (found through its input's aria-controls: several may be open in jsdom). */
function shownOptions(testId: string) {
  const list = screen.getByTestId(testId).querySelector('input')?.getAttribute('aria-controls') ?? '';
  const dropdown = document.getElementById(list)?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.getAttribute('title'));
}
/** The same save again within the duplicate window is not sent: it settles with the first answer (a double click). */
const pastDuplicateWindow = () => new Promise((resolve) => setTimeout(resolve, shellConstants.duplicateActionWindowMs + 50));
const posted = (calls: Call[], method: string) => calls.find((c) => c.method === method && c.path.startsWith(base));

describe('RuleForm', { timeout: 60_000 }, () => {
  it('offers only the operators that fit the chosen field, and a value input that fits it', async () => {
    renderForm();
    await open('rule-condition-operator-0');
    await waitFor(
      () =>
        expect(shownOptions('rule-condition-operator-0')).toEqual([
          'contains',
          'does not contain',
          'is',
          'is not',
          'matches pattern',
        ]),
      slow,
    );

    await pick('rule-condition-field-0', 'Sentiment');
    await open('rule-condition-operator-0');
    await waitFor(
      () => expect(shownOptions('rule-condition-operator-0')).toEqual(['is', 'is not', 'is set', 'is not set']),
      slow,
    );
    // The value of a sentiment is one of the sentiment labels.
    await pick('rule-condition-value-0', 'Negative');

    await pick('rule-condition-field-0', 'Topics › Delivery > Late', 'Late');
    await open('rule-condition-operator-0');
    await waitFor(() => expect(shownOptions('rule-condition-operator-0')).toEqual(['≥', '<', 'is set', 'is not set']), slow);
    // A confidence between 0 and 1 for ≥.
    const confidence = screen.getByTestId('rule-condition-value-0');
    expect((confidence.querySelector('input') ?? confidence).getAttribute('aria-valuemax')).toBe('1');
    await pick('rule-condition-operator-0', 'is set');
    // "is set" needs no value.
    await waitFor(() => expect(screen.getByTestId('rule-condition-value-0').closest('.ant-form-item-hidden')).not.toBeNull());
  });

  it('checks the rule before sending it: name, values, regular expressions, each action’s parameters, at least one condition', async () => {
    const { calls } = renderForm();
    await screen.findByTestId('rule-form', {}, slow);
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    expect(await screen.findByText('This field is required.', {}, slow)).toBeTruthy();

    fireEvent.change(screen.getByTestId('rule-form-name'), { target: { value: 'Refunds' } });
    await pick('rule-condition-operator-0', 'matches pattern');
    fireEvent.change(screen.getByTestId('rule-condition-value-0'), { target: { value: '(iade' } });
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    const conditions = screen.getByTestId('rule-conditions');
    expect(
      await within(conditions).findByText('The regular expression is not valid (or longer than 200 characters).', {}, slow),
    ).toBeTruthy();
    // The action without an actor type is marked on its own field.
    expect(within(screen.getByTestId('rule-action-0')).getByText('This field is required.')).toBeTruthy();

    // An alert without its note: the note is required.
    await pick('rule-action-type-0', 'Raise an alert');
    fireEvent.click(screen.getByTestId('rule-condition-remove-0'));
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    expect((await screen.findByTestId('rule-form-error', {}, slow)).textContent).toContain('Add at least one condition.');
    expect(within(screen.getByTestId('rule-action-0')).getByText('This field is required.')).toBeTruthy();
    expect(posted(calls, 'POST')).toBeUndefined();
  });

  it('creates "content contains iade → add label REFUND and alert" with only the parameters each action uses', async () => {
    const { calls, onClose } = renderForm({ [`POST ${base}`]: () => json(ruleOf(), 201) });
    fireEvent.change(await screen.findByTestId('rule-form-name', {}, slow), { target: { value: 'Refund requests' } });
    fireEvent.change(screen.getByTestId('rule-condition-value-0'), { target: { value: 'iade' } });
    await pick('rule-action-type-0', 'Add label');
    const label = await screen.findByTestId('rule-action-label-0', {}, slow);
    fireEvent.change(label.querySelector('input') ?? label, { target: { value: 'REFUND' } });
    fireEvent.click(screen.getByTestId('rule-action-add'));
    await pick('rule-action-type-1', 'Raise an alert');
    fireEvent.change(await screen.findByTestId('rule-action-note-1'), { target: { value: 'Refund asked' } });
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    const none = {
      modelId: null,
      categoryId: null,
      sentiment: null,
      label: null,
      note: null,
      name: null,
      assigneeId: null,
      typeId: null,
    };
    expect(posted(calls, 'POST')?.body).toEqual({
      name: 'Refund requests',
      description: '',
      enabled: true,
      relation: 'AND',
      algorithmType: 'KEYWORD',
      conditions: [{ field: 'content', operator: 'contains', value: 'iade' }],
      actions: [
        { ...none, actorType: 'ADD_LABEL', label: 'REFUND' },
        { ...none, actorType: 'ALERT', note: 'Refund asked' },
      ],
    });
  });

  it('edits with the version it read, says when a change applies, and shows the server’s refusals translated', async () => {
    let answer: Response = json(
      {
        status: 409,
        type: 'ConflictException',
        messageCode: 'RULE_NAME_TAKEN',
        message: 'x',
        fields: [{ field: 'name', messageCode: 'RULE_NAME_TAKEN', message: 'x' }],
      },
      409,
    );
    const { calls, onClose } = renderForm({ [`PUT ${base}/${ruleOf().id}`]: () => answer }, ruleOf());
    expect((await screen.findByTestId('rule-form-effective', {}, slow)).textContent).toContain('from the next 00:00');
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    expect(await screen.findByText('A rule with this name already exists in this analysis.', {}, slow)).toBeTruthy();
    expect((posted(calls, 'PUT')?.body as { version: number }).version).toBe(3);
    await pastDuplicateWindow();

    answer = json({ status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: 'x' }, 500);
    (globalThis as unknown as {dbg: string[]}).dbg = [];
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    await new Promise((r) => setTimeout(r, 2000));
    console.log('DBG', (globalThis as unknown as {dbg: string[]}).dbg);
    expect((await screen.findByTestId('rule-form-error', {}, slow)).textContent).toBe('The rule could not be saved. Try again.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('"Save and run now" saves, then starts the rule analysis', async () => {
    const { calls, onClose } = renderForm(
      {
        [`PUT ${base}/${ruleOf().id}`]: () => json(ruleOf({ version: 4 })),
        [`POST ${base}/${ruleOf().id}/run`]: () => json(ruleOf().lastRun),
      },
      ruleOf(),
    );
    fireEvent.click(await screen.findByTestId('rule-form-save-run', {}, slow));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(calls.filter((c) => c.path.startsWith(base) && c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT ${base}/${ruleOf().id}`,
      `POST ${base}/${ruleOf().id}/run`,
    ]);
  });
});
