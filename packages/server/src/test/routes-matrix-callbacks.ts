import { callbackEndpoints as ce } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type CallbackCall = keyof typeof ce;

/** What the routes matrix knows of A's callback when the attacks run (filled in its beforeAll). */
export interface CallbackTargets {
  /** A's analysis, whose callback is configured. */
  projectCode: () => string;
  /** A delivery of A's callback. */
  deliveryId: () => string;
}

/**
 * The routes matrix's cross-workspace rows of callbacks: B names A's analysis (and A's delivery) in every call;
 * each answers 404 like a missing analysis, so B neither reads A's callback nor changes, rotates or retries it.
 */
export function callbackForeign(x: CallbackTargets): Record<CallbackCall, Row> {
  const params = () => ({ code: x.projectCode() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    callbackGet: denied((c) => c.request(ce.callbackGet, { params: params() })),
    callbackSave: denied((c) =>
      c.request(ce.callbackSave, {
        params: params(),
        body: { enabled: true, dataType: 'ALL', url: 'https://attacker.example/hook', authType: 'NONE' },
      }),
    ),
    callbackRotateSecret: denied((c) => c.request(ce.callbackRotateSecret, { params: params() })),
    callbackDeliveries: denied((c) => c.request(ce.callbackDeliveries, { params: params(), query: { page: 0, size: 10 } })),
    callbackDeliveryRetry: denied((c) =>
      c.request(ce.callbackDeliveryRetry, { params: { code: x.projectCode(), id: x.deliveryId() } }),
    ),
  };
}
