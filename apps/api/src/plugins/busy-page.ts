import type { FastifyReply } from 'fastify';
import { BUSY_RETRY_AFTER_SECONDS } from './load-shedding.ts';
import { STATIC_PAGE_CSP } from './content-security-policy.ts';

const BUSY_PAGE = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy — Shringar</title>
<style>body{font-family:system-ui,sans-serif;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;text-align:center;color:#1f2937}main{max-width:28rem;padding:2rem}a{color:#9d2149}</style>
</head>
<body><main><h1>The store is busy right now</h1><p>Please try again in a moment.</p><p><a href="">Try again</a></p></main></body>
</html>
`;

/** What a page request gets when every render slot is taken: a small page, 503 and when to come back. */
export function sendBusyPage(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-security-policy', STATIC_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(BUSY_PAGE);
}
