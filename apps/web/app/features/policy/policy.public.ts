/** The policy feature's face. */
export { policyDetailOptions } from './api/policy-detail';
export { PolicyView } from './policy-view';
export { messages as policyMessages } from './messages';
