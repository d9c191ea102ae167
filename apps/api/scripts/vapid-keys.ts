// Makes the store's VAPID key pair for order updates by push, once per store: put both lines in the server's
// environment beside OTP_SECRET (docs/operations.md, 'Web push'). Changing the pair later orphans every saved
// subscription, so keep it.
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
