/** What other areas use from the workspace area: switching workspace and its query keys. */
export { useSwitchWorkspace } from './api/mutations';
export { workspaceKeys } from './api/keys';
export { RoleTag, roleColor } from './components/MembersTable';
