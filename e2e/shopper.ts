import { baseUrl } from './browser';

import { TEST_OTP } from './test-phones';

export { shopperPhone, TEST_OTP } from './test-phones';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v4${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok || !json.success) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Signs a shopper in through the API (as the sign-in page would) and answers the session token. */
export async function signInByApi(phone: string): Promise<string> {
  await post('/auth/user/send-otp', { phoneNumber: phone });
  const { token } = await post<{ token: string }>('/auth/user/verify-otp', { phoneNumber: phone, otp: TEST_OTP });
  return token;
}

/** Calls the API as a signed-in shopper (arranging a test's starting state), answering the envelope's data. */
export async function apiAs<T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api/v4${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok || !json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}
