/* What other modules and plugins may use of auth: turning a Bearer token into the signed-in shopper. */
export { resolveSession, type SessionInfo } from './session.service.ts';
