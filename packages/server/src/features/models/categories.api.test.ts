import { endpoints, type ModelCategory } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { addDocuments, createModel, labelIds, member } from './test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Trees Inc' });
});
afterAll(() => t.close());

/** "name(count)[children]" per node, to compare whole trees at a glance. */
const shape = (nodes: readonly ModelCategory[]): string[] =>
  nodes.map((n) => `${n.name}(${n.documentCount})${n.children.length ? `[${shape(n.children).join(',')}]` : ''}`);
const find = (nodes: readonly ModelCategory[], name: string): ModelCategory | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const inner = find(n.children, name);
    if (inner) return inner;
  }
  return undefined;
};

describe('category tree', () => {
  it('creates, renames, sets aliases, moves and deletes categories', async () => {
    const model = await createModel(owner, { categories: [{ name: 'Service' }] });
    const id = model.id;
    const service = find(await owner.client.call(endpoints.modelCategories, { params: { id } }), 'Service');
    if (!service) throw new Error('no Service category');

    await owner.client.call(endpoints.modelCategoryCreate, {
      params: { id },
      body: { name: 'Staff', parentId: service.id, aliases: { tr: 'Personel' } },
    });
    let tree = await owner.client.call(endpoints.modelCategoryCreate, { params: { id }, body: { name: 'Food' } });
    const food = find(tree, 'Food');
    tree = await owner.client.call(endpoints.modelCategoryCreate, {
      params: { id },
      body: { name: 'Price', parentId: food?.id ?? null },
    });
    expect(shape(tree)).toEqual(['Service(0)[Staff(0)]', 'Food(0)[Price(0)]']);
    const staff = find(tree, 'Staff');
    expect(staff).toMatchObject({ parentId: service.id, hierarchy: 'Service > Staff', aliases: { tr: 'Personel' } });

    // The same name may live under two parents, not twice under one.
    await owner.client.call(endpoints.modelCategoryCreate, {
      params: { id },
      body: { name: 'Price', parentId: service.id },
    });
    const dup = await owner.client.request(endpoints.modelCategoryCreate, {
      params: { id },
      body: { name: ' PRICE ', parentId: service.id },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ fields: [{ field: 'name', messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE' }] });
    const empty = await owner.client.request(endpoints.modelCategoryCreate, { params: { id }, body: { name: '  ' } });
    expect(empty.body).toMatchObject({ fields: [{ field: 'name', messageCode: 'MODEL_CATEGORY_NAME_REQUIRED' }] });

    // Rename and aliases.
    tree = await owner.client.call(endpoints.modelCategoryUpdate, {
      params: { id, categoryId: staff?.id ?? '' },
      body: { name: 'People', aliases: { en: 'Staff', tr: '' } },
    });
    expect(find(tree, 'People')).toMatchObject({ hierarchy: 'Service > People', aliases: { en: 'Staff' } });

    // A move under its own descendant is refused; a move to the root works.
    const servicePrice = find(tree, 'Service')?.children.find((c) => c.name === 'Price');
    const loop = await owner.client.request(endpoints.modelCategoryUpdate, {
      params: { id, categoryId: service.id },
      body: { parentId: servicePrice?.id ?? null },
    });
    expect(loop.body).toMatchObject({ fields: [{ field: 'parentId', messageCode: 'MODEL_CATEGORY_MOVE_INVALID' }] });
    const self = await owner.client.request(endpoints.modelCategoryUpdate, {
      params: { id, categoryId: service.id },
      body: { parentId: service.id },
    });
    expect(self.body).toMatchObject({ messageCode: 'MODEL_CATEGORY_MOVE_INVALID' });
    // Moving Service > Price next to Food > Price's parent is fine; under Food it would repeat a name.
    const clash = await owner.client.request(endpoints.modelCategoryUpdate, {
      params: { id, categoryId: servicePrice?.id ?? '' },
      body: { parentId: food?.id ?? null },
    });
    expect(clash.body).toMatchObject({ messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE' });
    tree = await owner.client.call(endpoints.modelCategoryUpdate, {
      params: { id, categoryId: servicePrice?.id ?? '' },
      body: { parentId: null },
    });
    expect(shape(tree)).toEqual(['Service(0)[People(0)]', 'Food(0)[Price(0)]', 'Price(0)']);

    tree = await owner.client.call(endpoints.modelCategoryDelete, { params: { id, categoryId: service.id } });
    expect(shape(tree)).toEqual(['Food(0)[Price(0)]', 'Price(0)']);
    const gone = await owner.client.request(endpoints.modelCategoryDelete, { params: { id, categoryId: service.id } });
    expect(gone.status).toBe(404);
  });

  it('counts labelled documents up the tree and takes deleted labels off documents', async () => {
    const model = await createModel(owner, {
      classification: 'MULTI_LABEL',
      categories: [{ name: 'Delivery', children: [{ name: 'Late' }, { name: 'Lost' }] }, { name: 'Price' }],
    });
    const ids = labelIds(model);
    const [d1, d2] = await addDocuments(t, model, ['late and lost', 'late only']);
    const mark = (doc: string, labels: string[]) =>
      owner.client.call(endpoints.modelDocumentMark, {
        params: { id: model.id, documentId: doc },
        body: { labelIds: labels, action: 'SUBMIT' },
      });
    await mark(d1 ?? '', [ids['Delivery > Late'] ?? '', ids['Delivery > Lost'] ?? '']);
    await mark(d2 ?? '', [ids['Delivery > Late'] ?? '']);
    let tree = await owner.client.call(endpoints.modelCategories, { params: { id: model.id } });
    expect(shape(tree)).toEqual(['Delivery(3)[Late(2),Lost(1)]', 'Price(0)']);

    const late = find(tree, 'Late');
    tree = await owner.client.call(endpoints.modelCategoryDelete, { params: { id: model.id, categoryId: late?.id ?? '' } });
    expect(shape(tree)).toEqual(['Delivery(1)[Lost(1)]', 'Price(0)']);
    const docs = await owner.client.call(endpoints.modelDocuments, {
      params: { id: model.id },
      query: { tab: 'ALL', order: 'OLDEST' },
    });
    expect(docs.content.map((d) => [d.labelIds.length, d.status])).toEqual([
      [1, 'COMPLETED'],
      // Left without labels: unmarked again.
      [0, 'UNMARKED'],
    ]);
    expect((await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).trainingStatus).toBe('NEEDS_TRAINING');
  });

  it('refuses sub-categories under a labelled leaf: added, moved or imported', async () => {
    const model = await createModel(owner, { categories: [{ name: 'Delivery' }, { name: 'Price' }, { name: 'Staff' }] });
    const ids = labelIds(model);
    const [doc] = await addDocuments(t, model, ['late parcel']);
    await owner.client.call(endpoints.modelDocumentMark, {
      params: { id: model.id, documentId: doc ?? '' },
      body: { labelIds: [ids['Delivery'] ?? ''], action: 'SUBMIT' },
    });
    const params = { id: model.id };
    const expectRefused = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ messageCode: 'MODEL_CATEGORY_HAS_LABELS' });
    };
    expectRefused(
      await owner.client.request(endpoints.modelCategoryCreate, {
        params,
        body: { name: 'Late', parentId: ids['Delivery'] ?? null },
      }),
    );
    expectRefused(
      await owner.client.request(endpoints.modelCategoryUpdate, {
        params: { id: model.id, categoryId: ids['Staff'] ?? '' },
        body: { parentId: ids['Delivery'] ?? null },
      }),
    );
    expectRefused(
      await owner.client.request(endpoints.modelCategoryImport, {
        params,
        body: { categories: [{ name: 'Delivery', children: [{ name: 'Late' }] }] },
      }),
    );
    expect(shape(await owner.client.call(endpoints.modelCategories, { params }))).toEqual([
      'Delivery(1)',
      'Price(0)',
      'Staff(0)',
    ]);
    // An unlabelled leaf takes children.
    const tree = await owner.client.call(endpoints.modelCategoryCreate, {
      params,
      body: { name: 'Too high', parentId: ids['Price'] ?? null },
    });
    expect(shape(tree)).toEqual(['Delivery(1)', 'Price(0)[Too high(0)]', 'Staff(0)']);
  });

  it('merges an imported tree by path', async () => {
    const model = await createModel(owner, { categories: [{ name: 'Delivery', children: [{ name: 'Late' }] }] });
    const tree = await owner.client.call(endpoints.modelCategoryImport, {
      params: { id: model.id },
      body: {
        categories: [
          { name: 'delivery', children: [{ name: 'LATE' }, { name: 'Damaged', children: [{ name: 'Box' }] }] },
          { name: 'Price' },
        ],
      },
    });
    expect(shape(tree)).toEqual(['Delivery(0)[Late(0),Damaged(0)[Box(0)]]', 'Price(0)']);
    expect(find(tree, 'Box')?.hierarchy).toBe('Delivery > Damaged > Box');

    const bad = await owner.client.request(endpoints.modelCategoryImport, {
      params: { id: model.id },
      body: { categories: [{ name: 'A', children: [{ name: 'B' }, { name: 'b' }] }] },
    });
    expect(bad.body).toMatchObject({
      fields: [{ field: 'categories.0.children.1.name', messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE' }],
    });
    const none = await owner.client.request(endpoints.modelCategoryImport, {
      params: { id: model.id },
      body: { categories: [] },
    });
    expect(none.body).toMatchObject({ fields: [{ field: 'categories', messageCode: 'FIELD_REQUIRED' }] });
  });

  it('refuses categories on sentiment, emotion and named-entity models', async () => {
    for (const [sense, code] of [
      ['SENTIMENT', 'MODEL_SENTIMENT_NO_CATEGORIES'],
      ['EMOTION', 'MODEL_SENTIMENT_NO_CATEGORIES'],
      ['NAMED_ENTITY', 'MODEL_CATEGORIES_NOT_ALLOWED'],
    ] as const) {
      const model = await createModel(owner, { sense });
      expect(await owner.client.call(endpoints.modelCategories, { params: { id: model.id } })).toEqual([]);
      const res = await owner.client.request(endpoints.modelCategoryCreate, { params: { id: model.id }, body: { name: 'X' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ messageCode: code });
      const imported = await owner.client.request(endpoints.modelCategoryImport, {
        params: { id: model.id },
        body: { categories: [{ name: 'X' }] },
      });
      expect(imported.body).toMatchObject({ messageCode: code });
    }
  });
});

describe('category permissions and isolation', () => {
  it('needs a session; reading is MODEL/READ and changing MODEL/MANAGE', async () => {
    const model = await createModel(owner, { categories: [{ name: 'A' }] });
    const anon = await new Client(t.baseUrl).request(endpoints.modelCategories, { params: { id: model.id } });
    expect(anon.status).toBe(401);
    await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
    const analyst = await member(t, owner, 'ANALYST');
    const tree = await analyst.client.call(endpoints.modelCategoryCreate, { params: { id: model.id }, body: { name: 'B' } });
    expect(shape(tree)).toEqual(['A(0)', 'B(0)']);
  });

  it('answers 404 to another workspace and leaves the tree alone', async () => {
    const model = await createModel(owner, { categories: [{ name: 'Mine' }] });
    const tree = await owner.client.call(endpoints.modelCategories, { params: { id: model.id } });
    const categoryId = tree[0]?.id ?? '';
    const stranger = await signUp(t, { company: 'Other trees' });
    const own = await createModel(stranger, { categories: [{ name: 'Theirs' }] });
    const params = { id: model.id, categoryId };
    const results = await Promise.all([
      stranger.client.request(endpoints.modelCategories, { params: { id: model.id } }),
      stranger.client.request(endpoints.modelCategoryCreate, { params: { id: model.id }, body: { name: 'X' } }),
      stranger.client.request(endpoints.modelCategoryUpdate, { params, body: { name: 'X' } }),
      stranger.client.request(endpoints.modelCategoryDelete, { params }),
      stranger.client.request(endpoints.modelCategoryImport, { params: { id: model.id }, body: { categories: [{ name: 'X' }] } }),
      // Their own model with our category id: still not found.
      stranger.client.request(endpoints.modelCategoryUpdate, { params: { id: own.id, categoryId }, body: { name: 'X' } }),
      stranger.client.request(endpoints.modelCategoryCreate, {
        params: { id: own.id },
        body: { name: 'X', parentId: categoryId },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 400]);
    expect(shape(await owner.client.call(endpoints.modelCategories, { params: { id: model.id } }))).toEqual(['Mine(0)']);
  });
});
