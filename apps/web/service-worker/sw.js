// The store's service worker: one file that loads its handlers. scripts/write-service-worker.mjs writes it into
// the client build with the precache list of that build in place of the marker below, so every build is a new
// worker the browser installs. A new kind of handler (web push) is one more file in this folder and one more
// importScripts line here.
self.SHRINGAR_PRECACHE = __PRECACHE__;
importScripts('/sw-offline-caching.js', '/sw-push-notifications.js');
