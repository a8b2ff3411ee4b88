import { endpoints } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { readUploadedFile } from '../../platform/uploads/multipart.js';
import type { ChannelService } from './channel-service.js';
import type { ProjectConfigService } from './config-service.js';
import type { ProjectFileService } from './file-service.js';
import type { ProjectListService } from './lists-service.js';
import { colorOptions, documentSortOptionList, iconOptions, projectSortOptions } from './presets.js';
import type { ProjectChanges } from './project-changes.js';
import { projectScope as s } from './project-access.js';
import type { ProjectService } from './project-service.js';

const ok = { ok: true as const };

export interface ProjectRouteServices {
  projects: ProjectService;
  changes: ProjectChanges;
  config: ProjectConfigService;
  channels: ChannelService;
  files: ProjectFileService;
  lists: ProjectListService;
}

export function projectRoutes(services: ProjectRouteServices): RouteDef[] {
  const { projects, changes, config, channels, files, lists } = services;
  return [
    route(endpoints.projectList, ({ auth, query }) => projects.list(s(auth), query)),
    route(endpoints.projectWorkspaces, ({ auth }) => lists.workspaces(s(auth))),
    route(endpoints.projectRecent, ({ auth }) => projects.recent(s(auth))),
    route(endpoints.projectTags, ({ auth }) => lists.tags(s(auth))),
    route(endpoints.projectIcons, () => Promise.resolve(iconOptions())),
    route(endpoints.projectColors, () => Promise.resolve(colorOptions())),
    route(endpoints.projectUserList, ({ auth }) => lists.users(s(auth))),
    route(endpoints.projectSortOptions, () => Promise.resolve(projectSortOptions())),
    route(endpoints.documentSortOptions, () => Promise.resolve(documentSortOptionList())),
    route(endpoints.projectGet, ({ auth, params }) => projects.get(s(auth), params.code)),
    route(endpoints.projectCreate, ({ auth, params, body }) => projects.create(s(auth), params.code, body)),
    route(endpoints.projectDraftGet, ({ auth, params }) => projects.draft(s(auth), params.code)),
    route(endpoints.projectDraftSave, ({ auth, params, body }) => projects.saveDraft(s(auth), params.code, body)),
    route(endpoints.projectPatch, ({ auth, params, body }) => changes.patch(s(auth), params.code, body)),
    route(endpoints.projectDelete, async ({ auth, params }) => {
      await projects.delete(s(auth), params.code);
      return ok;
    }),
    route(endpoints.projectDeleteInvalid, async ({ auth, params }) => {
      await projects.deleteDraft(s(auth), params.code);
      return ok;
    }),
    route(endpoints.fileUpload, ({ auth, query, reply }) =>
      files.upload(s(auth), query, async (maxBytes) => (await readUploadedFile(reply.request, { maxBytes })).data),
    ),
    route(endpoints.fileGet, async ({ auth, params, reply }) => {
      const file = await files.get(s(auth), params.id);
      // Ids are unguessable and files never change, so browsers may cache them long.
      await reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file.data);
      return '';
    }),
    route(endpoints.usableDateFields, ({ auth, params }) => config.usableDateFields(s(auth), params.code)),
    route(endpoints.channelList, ({ auth }) => channels.list(s(auth))),
    route(endpoints.channelSave, ({ auth, body }) => channels.save(s(auth), body)),
    route(endpoints.channelDelete, async ({ auth, params }) => {
      await channels.delete(s(auth), params.channel);
      return ok;
    }),
    route(endpoints.fieldList, ({ auth, params }) => config.fields(s(auth), params.code)),
    route(endpoints.fieldSave, ({ auth, params, body }) => config.saveFields(s(auth), params.code, body)),
    route(endpoints.fieldTypes, () => Promise.resolve(config.fieldTypes())),
    route(endpoints.projectModels, ({ auth, params }) => config.models(s(auth), params.code)),
    route(endpoints.projectCategoryTree, ({ auth, params }) => config.categoryTree(s(auth), params.code)),
    route(endpoints.settingsSave, ({ auth, params, body }) => config.saveSettings(s(auth), params.code, body)),
    route(endpoints.advancedSettingsSave, ({ auth, params, body }) => config.saveAdvanced(s(auth), params.code, body)),
    route(endpoints.keepLoadedGet, ({ auth, params }) => config.keepLoaded(s(auth), params.code)),
    route(endpoints.keepLoadedSave, ({ auth, params, body }) => config.saveKeepLoaded(s(auth), params.code, body.modelCodes)),
    route(endpoints.predictionSwitch, ({ auth, params, body }) =>
      config.switchPrediction(s(auth), params.code, params.model, body.active),
    ),
    route(endpoints.aspectSentimentSwitch, ({ auth, params, body }) =>
      config.switchAspectSentiment(s(auth), params.code, params.model, body.active),
    ),
  ];
}
