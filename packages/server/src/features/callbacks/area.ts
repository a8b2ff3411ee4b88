import { callbackEndpoints as e } from '@sentio/domain';
import { openSecretBox } from '../../platform/crypto/secret-box.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { IngestHook } from '../project-ingest/hooks.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { CallbackService } from './callback-service.js';
import { CallbackConfigRepository } from './config-repository.js';
import { DeliveryRepository } from './delivery-repository.js';
import { DeliveryService } from './delivery-service.js';
import { callbackHook } from './hook.js';
import { defineDeliverJob, defineSweepJob, SWEEP_CRON, waker } from './jobs.js';
import { PayloadRepository } from './payload-repository.js';
import { CallbackSender } from './sender.js';

export interface CallbackServices {
  callbacks: CallbackService;
  deliveries: DeliveryService;
}

/**
 * Callbacks (docs/callbacks.md): the analysis's callback configuration and delivery log, the ingest hook that writes
 * deliveries with the documents, the `callbacks.deliver` job, and its sweep (every minute and once at each start).
 * Build it above `projectIngestArea` and push `hook` onto the ingest hooks.
 */
export function callbacksArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: CallbackServices; hook: IngestHook } {
  const box = openSecretBox(deps.config);
  const configs = new CallbackConfigRepository(deps.db);
  const deliveryRows = new DeliveryRepository(deps.db);
  const deliverJob = defineDeliverJob(() => deliveries);
  const sweepJob = defineSweepJob(() => deliveries);
  const wake = waker(deps.jobs, deliverJob);
  const deliveries = new DeliveryService(
    configs,
    deliveryRows,
    new PayloadRepository(deps.db),
    box,
    new CallbackSender(deps.config.callbacks.timeoutMs),
    deps.config.callbacks,
    wake,
  );
  const callbacks = new CallbackService(deps.access, configs, deliveryRows, box, wake);
  deps.jobs.register(deliverJob);
  deps.jobs.register(sweepJob);
  const logged = (err: unknown) => deps.log.error({ err }, 'callback sweep could not be queued');
  deps.jobs.schedule(sweepJob, SWEEP_CRON, {}).catch(logged);
  deps.jobs.sendWhenStarted(sweepJob, {}, { singletonKey: 'callbacks-start-sweep' }).catch(logged);

  return {
    routes: [
      route(e.callbackGet, ({ auth, params }) => callbacks.get(s(auth), params.code)),
      route(e.callbackSave, ({ auth, params, body }) => callbacks.save(s(auth), params.code, body)),
      route(e.callbackRotateSecret, ({ auth, params }) => callbacks.rotateSecret(s(auth), params.code)),
      route(e.callbackDeliveries, ({ auth, params, query }) => callbacks.log(s(auth), params.code, query)),
      route(e.callbackDeliveryRetry, ({ auth, params }) => callbacks.retry(s(auth), params.code, params.id)),
    ],
    services: { callbacks, deliveries },
    hook: callbackHook(wake),
  };
}
