import { describe, expect, it } from 'vitest';
import { assistant } from '../test/fixtures';
import { actionTypesFor, bodyIssues, categoryPicker, initialValues, toBody } from './form';
import { quotePieces } from './quote';

describe('assistant form values', () => {
  it('starts from the contract defaults and keeps a saved assistant as it is', () => {
    const fresh = initialValues(null);
    expect(fresh).toMatchObject({
      subject: '',
      actionType: 'CLASSIFY',
      documentCount: 20,
      repeatCount: 1,
      maxAssignedCategories: 1,
    });
    expect(initialValues(assistant({ llmModel: 'gpt-x', assignmentLimit: 5 }))).toMatchObject({
      llmModel: 'gpt-x',
      assignmentLimit: 5,
    });
  });

  it('sends an empty chat model as null and drops the labelling fields of an answer', () => {
    const body = toBody({
      ...initialValues(null),
      subject: 'Q',
      actionType: 'ANSWER',
      categoryIds: ['x'],
      assignmentLimit: 3,
      maxAssignedCategories: 4,
    });
    expect(body).toMatchObject({
      llmModel: null,
      categoryIds: [],
      assignmentLimit: null,
      maxAssignedCategories: 1,
      allowNewRootCause: false,
    });
  });

  it('puts a minimum above the maximum on the minimum field with its code', () => {
    const body = toBody({ ...initialValues(null), subject: 'Q', minAssignedCategories: 3, maxAssignedCategories: 2 });
    expect(bodyIssues(body)).toEqual([{ name: 'minAssignedCategories', code: 'ASSISTANT_CATEGORY_COUNTS' }]);
    expect(bodyIssues({ ...body, minAssignedCategories: 1 })).toEqual([]);
  });

  it('offers root causes to analyses only', () => {
    expect(actionTypesFor('PROJECT')).toContain('ROOT_CAUSE');
    expect(actionTypesFor('MODEL')).not.toContain('ROOT_CAUSE');
  });

  it('builds the picker from category models only, one heading per model', () => {
    const picker = categoryPicker([
      {
        modelCode: 'topics',
        modelName: 'Topics',
        senseType: 'CATEGORY',
        categories: [
          { id: 'a', name: 'Delivery', parentId: null },
          { id: 'b', name: 'Late', parentId: 'a' },
        ],
      },
      {
        modelCode: 'mood',
        modelName: 'Mood',
        senseType: 'SENTIMENT',
        categories: [{ id: 'p', name: 'POSITIVE', parentId: null }],
      },
    ]);
    expect(picker).toHaveLength(1);
    expect(picker[0]).toMatchObject({
      title: 'Topics',
      selectable: false,
      children: [{ value: 'a', children: [{ value: 'b' }] }],
    });
  });
});

describe('quote pieces', () => {
  it('marks the quoted words whatever their case, Turkish letters included', () => {
    expect(quotePieces('Kargo GEÇ geldi', 'geç')).toEqual([
      { text: 'Kargo ', quoted: false },
      { text: 'GEÇ', quoted: true },
      { text: ' geldi', quoted: false },
    ]);
    expect(quotePieces('İade istiyorum', 'iade')[0]).toEqual({ text: 'İade', quoted: true });
  });

  it('leaves the text whole when the quote is not in it', () => {
    expect(quotePieces('Fast delivery', 'price')).toEqual([{ text: 'Fast delivery', quoted: false }]);
  });
});
