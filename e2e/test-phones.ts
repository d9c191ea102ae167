/**
 * Fixed sign-in codes for browser tests: global-setup registers 200 test numbers, 9000000NNN, each with the code
 * TEST_OTP. Give each test its own number (the API allows 5 sends per phone an hour), for example a file takes a
 * range of ten: `shopperPhone(30)` .. `shopperPhone(39)`.
 */
export const TEST_OTP = '1234';
export const TEST_PHONE_COUNT = 200;
export const shopperPhone = (n: number) => {
  if (!Number.isInteger(n) || n < 0 || n >= TEST_PHONE_COUNT) throw new RangeError(`no test phone ${n}`);
  return `9000000${String(n).padStart(3, '0')}`;
};
export const testNumbersSetting = () =>
  Array.from({ length: TEST_PHONE_COUNT }, (_, n) => `${shopperPhone(n)}:${TEST_OTP}`).join(',');
