const LONG_EN_US = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // One fixed zone so the server render and the browser agree on the day (the store's customers are in India).
  timeZone: 'Asia/Kolkata',
});

/** Spec 2: created_at in long en-US form ('November 22, 2026'); the raw value when it is not a date. */
export function formatPolicyDate(raw: string): string {
  try {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? raw : LONG_EN_US.format(date);
  } catch {
    return raw;
  }
}
