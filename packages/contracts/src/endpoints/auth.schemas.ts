import {
  challengeAnswer,
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
  getChallenge: { response: challengeAnswer },
  logout: { response: logoutAnswer },
});
