/** The settings feature's face: the store's public settings and company profile. */
export { settingsQueryOptions, useSettings } from './api/settings';
export { promisesSentence, settingsInMatches } from './settings-in-matches';
