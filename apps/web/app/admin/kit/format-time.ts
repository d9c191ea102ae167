const formatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment as the store's staff read it: India time, e.g. 22 Nov 2026, 11:40 pm. */
export const formatAdminTime = (iso: string) => formatter.format(new Date(iso));
