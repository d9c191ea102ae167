/** The operator API's token for the e2e store: global-setup starts the store with it unless OPERATOR_TOKEN is set. */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
export const operatorToken = () => process.env.OPERATOR_TOKEN ?? E2E_OPERATOR_TOKEN;
