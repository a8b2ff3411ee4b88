import type { Parameter, ParameterBody, ParameterKey } from '@sentio/domain';
import { defaultMessages, parameterKeys } from '@sentio/domain';
import type { ParameterRepository, StoredParameter } from './parameter-repository.js';
import { AppError } from '../../platform/errors.js';

/**
 * Installation settings an operator may change while the server runs (docs/system-admin.md, "Parameters"). Each has a
 * default (its environment variable, or a built-in value), a range, and an `apply` that puts a value in force in
 * this process. A stored value is applied at start-up, at once on change, and by the other processes at their next
 * refresh (every 30 seconds).
 */
export interface ParameterDefinition {
  key: ParameterKey;
  defaultValue: number;
  min: number;
  max: number;
  apply(value: number): void;
}

export const PARAMETER_REFRESH_MS = 30_000;

export class ParameterService {
  private stored = new Map<string, StoredParameter>();
  private applied = new Map<ParameterKey, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: ParameterRepository,
    private readonly definitions: readonly ParameterDefinition[],
  ) {
    const keys = new Set(definitions.map((d) => d.key));
    for (const key of parameterKeys) if (!keys.has(key)) throw new Error(`parameter ${key} has no definition`);
  }

  /** Reads the stored values and applies them; then refreshes every 30 seconds until stop(). */
  async start(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => void this.refresh().catch(() => undefined), PARAMETER_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Re-reads the table and applies every value that differs from the one in force. */
  async refresh(): Promise<void> {
    this.stored = await this.repo.all();
    for (const def of this.definitions) this.applyValue(def, this.valueOf(def));
  }

  list(): Parameter[] {
    return this.definitions.map((def) => this.present(def));
  }

  async save(userId: string, body: ParameterBody): Promise<Parameter> {
    const def = this.definition(body.key);
    if (body.value === null) await this.repo.reset(def.key);
    else {
      if (body.value < def.min || body.value > def.max) {
        throw new AppError(400, 'ValidationException', 'PARAMETER_OUT_OF_RANGE', {
          fields: [{ field: 'value', messageCode: 'PARAMETER_OUT_OF_RANGE', message: defaultMessages.PARAMETER_OUT_OF_RANGE }],
          data: { min: def.min, max: def.max },
        });
      }
      await this.repo.set(def.key, body.value, userId);
    }
    await this.refresh();
    return this.present(def);
  }

  /** The stored values held in memory (the operator's cache page); clearing reads them again at once. */
  readonly cache = {
    size: () => this.stored.size,
    ttlSeconds: PARAMETER_REFRESH_MS / 1000,
    clear: () => {
      this.stored = new Map();
      void this.refresh().catch(() => undefined);
    },
  };

  private definition(key: ParameterKey): ParameterDefinition {
    const def = this.definitions.find((d) => d.key === key);
    if (!def) throw new Error(`unknown parameter ${key}`);
    return def;
  }

  /** A stored value outside today's range (the range may have changed) falls back to the default. */
  private valueOf(def: ParameterDefinition): number {
    const stored = this.stored.get(def.key)?.value;
    return stored !== undefined && stored >= def.min && stored <= def.max ? stored : def.defaultValue;
  }

  private applyValue(def: ParameterDefinition, value: number): void {
    if (this.applied.get(def.key) === value) return;
    def.apply(value);
    this.applied.set(def.key, value);
  }

  private present(def: ParameterDefinition): Parameter {
    const stored = this.stored.get(def.key);
    return {
      key: def.key,
      type: 'INTEGER',
      value: this.applied.get(def.key) ?? this.valueOf(def),
      defaultValue: def.defaultValue,
      min: def.min,
      max: def.max,
      overridden: stored !== undefined,
      updatedAt: stored ? stored.updatedAt.toISOString() : null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }
}
