import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** Security headers, CORS for the configured origins (the mobile apps need none) and compression. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  registerSecurityHeaders(app, {
    // Not helmet's: storefront pages get a nonce policy per answer (plugins/content-security-policy.ts), the
    // API docs page Swagger UI's hashed one, the simulator's window its own; JSON answers run nothing.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length ? origins : false,
    credentials: false,
    exposedHeaders: ['Retry-After', 'ETag'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
