/** The profile feature's face: the page (the account layout guards it). */
export { ProfilePage } from './profile-page';
export { useProfile } from './api/profile';
export { messages as profileMessages } from './messages';
