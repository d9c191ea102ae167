import { loadEndpointTables } from '@shringar/contracts/endpoint-catalog';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionLabel } from './audit-labels';

describe('audit log action names', () => {
  it('names every operator call that changes something (the log records those), so none shows its id', async () => {
    const writes = (await loadEndpointTables())
      .flatMap(({ table }) => Object.values(table))
      .filter((e) => e.access === 'operator' && e.method !== 'GET')
      .map((e) => e.operationId);
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((id) => !(id in ACTION_LABELS))).toEqual([]);
  }, 60_000); // imports every endpoint table with its schemas

  it('names the entries services write themselves, and no two operations alike', () => {
    expect(actionLabel('staffSignIn')).toBe('Sign-in');
    expect(actionLabel('acceptStaffInvitation')).toBe('Invitation accepted');
    const labels = Object.values(ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
