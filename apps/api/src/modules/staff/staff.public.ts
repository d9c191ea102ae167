/**
 * What the staff module offers the rest of the API: the operator guard (a staff session or the automation
 * token, and the endpoint's permission), the audit hook of operator calls, and the cookie plugin's name.
 */
export {
  auditActorOf,
  auditEachRecord,
  auditOperatorCalls,
  historyActor,
  operatorGuard,
  type AuditChange,
  type OperatorIdentity,
} from './operator-access.ts';
export { STAFF_COOKIE } from './staff-cookie.ts';
/* What the automation token may do: the ops CLI's tests grant it permissions the way the owner does. */
export { setAutomationGrants } from './automation-grants.ts';
