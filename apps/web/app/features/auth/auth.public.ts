/** The sign-in feature's face: what other features and routes may use. */
export { SignInPage } from './sign-in-page';
export { useRequireSignIn } from './use-require-sign-in';
