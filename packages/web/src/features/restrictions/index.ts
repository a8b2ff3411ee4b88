export { MemberRestrictionsModal, type MemberRestrictionsModalProps } from './components/MemberRestrictionsModal';
export { RestrictedViewTag } from './components/RestrictedViewTag';
export { useMyRestriction } from './api/queries';
