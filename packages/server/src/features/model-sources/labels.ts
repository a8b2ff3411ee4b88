import { nameKey } from '@sentio/domain';
import { canonicalSentiment } from '@sentio/ml';
import type { ModelLabel } from '../models/model-access.js';

const pathKey = (path: string): string =>
  path
    .split(/\s*(?:>|\/)\s*/)
    .map((part) => nameKey(part))
    .join('>');

/**
 * Reads the labels of uploaded rows and JSON documents. A label is written as the label's id, its full path
 * ("Delivery > Late", "/" works too), or its own name when no other leaf shares that name; case and Turkish
 * letters are folded. Sentiment models also take the engine's aliases ("olumlu", "neg", "Nötr").
 */
export class LabelResolver {
  private readonly byKey = new Map<string, string>();

  constructor(
    labels: readonly ModelLabel[],
    private readonly senseType: string,
  ) {
    const nameCount = new Map<string, number>();
    for (const l of labels) nameCount.set(nameKey(l.name), (nameCount.get(nameKey(l.name)) ?? 0) + 1);
    for (const l of labels) {
      this.byKey.set(`id:${l.id}`, l.id);
      this.byKey.set(`path:${pathKey(l.path)}`, l.id);
      if (nameCount.get(nameKey(l.name)) === 1) this.byKey.set(`name:${nameKey(l.name)}`, l.id);
    }
  }

  /** The label id a written label means, or null when the model has no such label. */
  resolve(written: string): string | null {
    const value = written.trim();
    if (value === '') return null;
    const direct =
      this.byKey.get(`id:${value}`) ?? this.byKey.get(`path:${pathKey(value)}`) ?? this.byKey.get(`name:${nameKey(value)}`);
    if (direct) return direct;
    if (this.senseType === 'SENTIMENT') {
      const canonical = canonicalSentiment(value);
      return canonical ? (this.byKey.get(`id:${canonical.toUpperCase()}`) ?? null) : null;
    }
    return null;
  }
}
