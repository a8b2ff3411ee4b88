/** What the other project areas (project-data, project-sources) use from the projects area. */
export { useProject, useCachedProjectName } from './api/useProject';
export { projectKeys } from './api/keys';
export { useChannelName, useModelName } from './api/useChannelName';
