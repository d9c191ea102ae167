/** The operator token global-setup gives the store server (the operator API exists only with one). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-browser-tests-only';
