import { describe, expect, it } from 'vitest';
import type { DemoRepository } from '../demo/repository.js';
import type { HomeRepository } from './repository.js';
import { SampleService } from './sample-service.js';

const now = new Date('2026-11-26T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

function service(models: { code: string; deployed: boolean; createdAt: Date }[], analysis: boolean) {
  const repo = {
    modelsByCode: () => Promise.resolve(models),
    hasAnalysis: () => Promise.resolve(analysis),
  } as unknown as HomeRepository;
  const none = {} as never;
  return new SampleService(repo, {} as DemoRepository, none, none, { send: () => Promise.resolve(null) }, () => now);
}

describe('sample data as a running job of the home page', () => {
  it('shows the sample while its models train and until its analysis exists, and not a failed one forever', async () => {
    expect(await service([], false).running('w')).toBeNull();
    const training = [{ code: 'customer-feedback', deployed: false, createdAt: minutesAgo(1) }];
    expect(await service(training, false).running('w')).toMatchObject({ kind: 'SAMPLE', progress: 10 });
    const both = [
      { code: 'customer-feedback', deployed: true, createdAt: minutesAgo(3) },
      { code: 'customer-sentiment', deployed: true, createdAt: minutesAgo(2) },
    ];
    expect(await service(both, false).running('w')).toMatchObject({ kind: 'SAMPLE', progress: 80 });
    expect(await service(both, true).running('w')).toBeNull();
    // Half an hour without its analysis: it failed (the log says why); the home stops showing it as running.
    expect(await service([{ ...both[0]!, createdAt: minutesAgo(31) }], false).running('w')).toBeNull();
  });
});
