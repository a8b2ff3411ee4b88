/** What other areas use from the workspace area: switching and deleting a workspace, its query keys. */
export { useSwitchWorkspace } from './api/mutations';
export { workspaceKeys } from './api/keys';
export { RoleTag, roleColor } from './components/MembersTable';
export { DeleteWorkspaceButton } from './components/DeleteWorkspaceButton';
