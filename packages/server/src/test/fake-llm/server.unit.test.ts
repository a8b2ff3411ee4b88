import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultResponder, fakeEmbedding, occurrence, startFakeLlm, type FakeLlm } from './server.js';

const call = (task: unknown) => defaultResponder({ model: 'fake-chat', messages: [], task, json: true });

describe('the default responder', () => {
  it("labels each document with the names occurring in it, in the names' order, capped at max", () => {
    const task = {
      task: 'CLASSIFY',
      categories: ['Delivery', 'Price', 'Staff attitude'],
      min: 0,
      max: 2,
      allowNew: false,
      documents: [
        { id: 'a', text: 'The DELIVERY was late and the price too high; the attitude of staff was fine.' },
        { id: 'b', text: 'Nothing to say.' },
      ],
    };
    expect(call(task)).toEqual({
      items: [
        {
          documentId: 'a',
          labels: [
            { name: 'Delivery', quote: 'DELIVERY', reason: 'mentions DELIVERY' },
            { name: 'Price', quote: 'price', reason: 'mentions price' },
          ],
        },
        { documentId: 'b', labels: [] },
      ],
    });
  });

  it('matches a word of at least four letters of a name, Turkish-aware', () => {
    expect(occurrence('Kargo gecikmesi', 'KARGO çok geç geldi')).toBe('KARGO');
    expect(occurrence('İade süreci', 'iade edemedim')).toBe('iade');
    expect(occurrence('Geç teslim', 'geç kaldı')).toBeNull(); // "Geç" has three letters
    expect(occurrence('Big box', 'a big parcel')).toBeNull();
  });

  it('answers ROOT_CAUSE like CLASSIFY', () => {
    const task = { task: 'ROOT_CAUSE', categories: ['Courier'], max: 1, documents: [{ id: 'x', text: 'the courier lost it' }] };
    expect(call(task)).toEqual({
      items: [{ documentId: 'x', labels: [{ name: 'Courier', quote: 'courier', reason: 'mentions courier' }] }],
    });
  });

  it('answers a question with the count and the first two documents cited by their first five words', () => {
    const task = {
      task: 'ANSWER',
      question: 'Why are they unhappy?',
      matching: 12,
      documents: [
        { id: '1', text: 'My parcel arrived three days late again.' },
        { id: '2', text: 'Support never answered.' },
        { id: '3', text: 'Third one.' },
      ],
    };
    expect(call(task)).toEqual({
      answer: '12 documents match. The first ones say: "My parcel arrived three days", "Support never answered."',
      citations: [
        { documentId: '1', quote: 'My parcel arrived three days' },
        { documentId: '2', quote: 'Support never answered.' },
      ],
    });
  });

  it('answers anything else with ok', () => {
    expect(call(null)).toEqual({ ok: true });
  });

  it('embeds deterministically in 16 dimensions', () => {
    expect(fakeEmbedding('late delivery')).toEqual(fakeEmbedding('Late   DELIVERY'));
    expect(fakeEmbedding('late delivery')).toHaveLength(16);
  });
});

describe('startFakeLlm', () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });

  const post = (body: unknown, signal?: AbortSignal) =>
    fetch(`${llm.url}/v1/chat/completions`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      signal,
    });

  it('answers the protocol with usage estimated at four characters a token', async () => {
    const res = await post({
      model: 'm',
      messages: [
        { role: 'system', content: 'abcd' },
        { role: 'user', content: '{}' },
      ],
    });
    const body = (await res.json()) as { choices: { message: { content: string } }[]; usage: Record<string, number> };
    expect(body.choices[0]?.message.content).toBe('{"ok":true}');
    expect(body.usage).toMatchObject({ prompt_tokens: 2, completion_tokens: 3 });
  });

  it('uses a replaced responder until it is reset', async () => {
    llm.setResponder(() => 'plain');
    const text = async () =>
      ((await (await post({ model: 'm', messages: [] })).json()) as { choices: { message: { content: string } }[] }).choices[0]
        ?.message.content;
    expect(await text()).toBe('plain');
    llm.setResponder(null);
    expect(await text()).toBe('{"ok":true}');
  });

  it('fails as the model name says', async () => {
    expect((await post({ model: 'fake-500', messages: [] })).status).toBe(500);
    expect((await post({ model: 'fake-401', messages: [] })).status).toBe(401);
    expect(await (await post({ model: 'fake-malformed', messages: [] })).text()).toBe('this is not JSON');
    const bad = (await (await post({ model: 'fake-bad-json', messages: [] })).json()) as {
      choices: { message: { content: string } }[];
    };
    expect(() => JSON.parse(bad.choices[0]?.message.content ?? '') as unknown).toThrow();
    const slow = await post({ model: 'fake-timeout', messages: [] }, AbortSignal.timeout(300)).then(
      () => 'answered',
      () => 'no answer',
    );
    expect(slow).toBe('no answer');
  });
});
