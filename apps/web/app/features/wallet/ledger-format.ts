/** When a ledger entry was made: '22 Nov 2026, 4:05 pm' in India's time, whatever the browser's zone. */
export const ENTRY_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
};
