/**
 * Customers (docs/customers.md): the list and detail pages are routed by app/appRoutes.ts; other areas use the
 * document's customer link (the data tab's drawer) and the query keys.
 */
export { DocumentCustomerLink } from './components/DocumentCustomerLink';
export { customerKeys } from './api/keys';
