import type { CallbackAuthType, CallbackEvent } from '@sentio/domain';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { CallbackConfigRepository, CallbackConfigRow } from './config-repository.js';
import type { DeliveryRepository } from './delivery-repository.js';
import { buildPayload } from './payload.js';
import type { PayloadRepository } from './payload-repository.js';
import type { CallbackSender, OpenAuth } from './sender.js';
import { openSecrets } from './secrets.js';
import { signature } from './signing.js';
import type { WakeDeliveries } from './callback-service.js';

export interface DeliverySettings {
  /** The first retry's delay; each further failure doubles it. */
  retryBaseMs: number;
  /** Attempts before a delivery is FAILED. */
  maxAttempts: number;
  timeoutMs: number;
}

/** Rows one claim takes; a claim holds them for a lease long enough for a POST and an OAuth2 token call. */
const claimSize = 20;
/** A retry due this soon is waited for inside the job; later ones are woken by the minute sweep. */
const waitWithinMs = 2_000;

/**
 * Sends the due deliveries of an analysis (the `callbacks.deliver` job) and finds analyses with due rows (the
 * sweep, every minute and at each start). Each attempt POSTs the document's current result, signed; 2xx is
 * DELIVERED, anything else is tried again after `retryBaseMs · 2^(attempt-1)` until `maxAttempts`, then FAILED.
 */
export class DeliveryService {
  constructor(
    private readonly configs: CallbackConfigRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly payloads: PayloadRepository,
    private readonly box: SecretBox,
    private readonly sender: CallbackSender,
    private readonly settings: DeliverySettings,
    private readonly wake: WakeDeliveries,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Until nothing is due (or the job is stopped); a disabled or removed callback sends nothing and keeps its rows. */
  async deliver(workspaceId: string, projectId: string, signal?: AbortSignal): Promise<number> {
    const config = await this.configs.find(workspaceId, projectId);
    if (!config?.enabled) return 0;
    const auth = this.openAuth(config);
    const secret = this.box.open(config.signing_secret);
    const lease = this.settings.timeoutMs * 3 + 10_000;
    let sent = 0;
    while (!signal?.aborted) {
      const rows = await this.deliveries.claimDue(projectId, this.now(), lease, claimSize);
      if (rows.length === 0) {
        const next = await this.deliveries.nextDue(projectId);
        const wait = next ? next.getTime() - this.now().getTime() : Infinity;
        if (wait > waitWithinMs) break;
        await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 10)));
        continue;
      }
      for (const row of rows) {
        if (signal?.aborted) break;
        await this.attempt(config, auth, secret, row);
        sent += 1;
      }
    }
    return sent;
  }

  /** Wakes the deliver job of every analysis with a due row. */
  async sweep(): Promise<number> {
    const due = await this.deliveries.dueProjects(this.now());
    for (const d of due) await this.wake(d.workspace_id, d.project_id);
    return due.length;
  }

  private async attempt(
    config: CallbackConfigRow,
    auth: OpenAuth,
    secret: string,
    row: { id: string; workspace_id: string; project_id: string; document_id: string; event: string; attempts: number },
  ): Promise<void> {
    const attempts = row.attempts + 1;
    const payload = await buildPayload(this.payloads, {
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      documentId: row.document_id,
      deliveryId: row.id,
      event: row.event as CallbackEvent,
    });
    const at = this.now();
    if (!payload) {
      await this.deliveries.settle(row.id, {
        status: 'FAILED',
        attempts,
        lastStatus: null,
        lastError: 'The document is no longer in the analysis',
        at,
        nextAttemptAt: at,
      });
      return;
    }
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const result = await this.sender.post({
      cacheKey: `${config.project_id}:${new Date(config.updated_at).getTime()}`,
      url: config.url,
      auth,
      body,
      headers: {
        'user-agent': 'Sentio-Callbacks/1',
        'x-sentio-delivery': row.id,
        'x-sentio-event': row.event,
        'x-sentio-timestamp': timestamp,
        'x-sentio-signature': signature(secret, timestamp, body),
      },
    });
    const done = this.now();
    const failed = !result.ok && attempts >= this.settings.maxAttempts;
    const delay = this.settings.retryBaseMs * 2 ** (attempts - 1);
    await this.deliveries.settle(row.id, {
      status: result.ok ? 'DELIVERED' : failed ? 'FAILED' : 'PENDING',
      attempts,
      lastStatus: result.status,
      lastError: result.error,
      at: done,
      nextAttemptAt: new Date(done.getTime() + (result.ok || failed ? 0 : delay)),
    });
  }

  private openAuth(config: CallbackConfigRow): OpenAuth {
    return { type: config.auth_type as CallbackAuthType, ...config.auth, ...openSecrets(this.box, config.secrets) };
  }
}
