/** The /admin/user page (account users and custom roles); nothing else is used by other areas. */
export { AdminUsersPage } from './pages/AdminUsersPage';
