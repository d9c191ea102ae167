import {
  challengeAnswer,
  challengeQuery,
  logoutAnswer,
  sendOtpAnswer,
  sendOtpBody,
  verifyOtpAnswer,
  verifyOtpBody,
} from '../auth.ts';
import { schemaTable } from '../endpoint.ts';
import { authEndpoints } from './auth.ts';

export const authSchemas = schemaTable(authEndpoints, {
  sendOtp: { body: sendOtpBody, response: sendOtpAnswer },
  verifyOtp: { body: verifyOtpBody, response: verifyOtpAnswer },
  getSignInChallenge: { query: challengeQuery, response: challengeAnswer },
  logout: { response: logoutAnswer },
});
