import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { modelScope } from '../models/model-access.js';
import type { ModelRuntime } from './runtime.js';
import type { TrainingService } from './service.js';

/** Trainings, versions, quality figures and the test call of a model. */
export function trainingRoutes(training: TrainingService, runtime: ModelRuntime): RouteDef[] {
  return [
    route(endpoints.modelTrain, ({ auth, params, body }) => training.train(auth, modelScope(auth), params.id, body.name)),
    route(endpoints.modelTrainCancel, ({ auth, params }) => training.cancel(modelScope(auth), params.id)),
    route(endpoints.modelVersions, ({ auth, params }) => training.versions(modelScope(auth), params.id)),
    route(endpoints.modelVersionDeploy, ({ auth, params }) => training.deploy(modelScope(auth), params.id, params.versionId)),
    route(endpoints.modelVersionSubmit, ({ auth, params }) => training.submit(modelScope(auth), params.id, params.versionId)),
    route(endpoints.modelVersionApprove, ({ auth, params }) => training.approve(modelScope(auth), params.id, params.versionId)),
    route(endpoints.modelVersionReject, ({ auth, params }) => training.reject(modelScope(auth), params.id, params.versionId)),
    route(endpoints.modelVersionStatistics, ({ auth, params }) =>
      training.statistics(modelScope(auth), params.id, params.versionId),
    ),
    route(endpoints.modelVersionConfusion, ({ auth, params, query }) =>
      training.confusion(modelScope(auth), params.id, params.versionId, query),
    ),
    route(endpoints.modelTest, ({ auth, params, body }) => runtime.test(modelScope(auth), params.id, body)),
  ];
}
