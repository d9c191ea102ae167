/**
 * Query parameters a log line never keeps: signatures and tokens make a link usable by whoever reads the log
 * (a signed invoice link works for 30 minutes), and search texts and phone fields are what staff look shoppers
 * up by.
 */
const SECRET_PARAMS = /^(sig|signature|token|code|otp|key|phone|mobile|q|query|search)$/i;

/** An Indian mobile number, bare or with its country code, anywhere in a path or a value. */
const PHONE = /(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g;

/**
 * A request URL as logs keep it: the values of secret and personal query parameters replaced by `[redacted]`,
 * and any mobile number left in the path or another parameter masked but for its last two digits, so a line
 * still says what was asked for without the means to ask it again or whom it was about.
 */
export function loggableUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(PHONE, maskPhone);
  if (at < 0) return path;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return pair.replace(PHONE, maskPhone);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as sent
      }
      return SECRET_PARAMS.test(decoded)
        ? `${name}=[redacted]`
        : `${name}=${pair.slice(eq + 1).replace(PHONE, maskPhone)}`;
    });
  return `${path}?${parts.join('&')}`;
}

const maskPhone = (phone: string) => `••••••••${phone.slice(-2)}`;
