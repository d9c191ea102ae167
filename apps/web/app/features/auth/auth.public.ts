/** The sign-in feature's face: what other features and routes may use. */
export { messages as authMessages } from './messages';
export { SignInPage } from './sign-in-page';
export { requireSignIn, useSignInGuard } from './sign-in-guard';
