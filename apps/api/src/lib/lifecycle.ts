/**
 * Where this process is in its life, for the readiness check: from SIGTERM on it is draining (answers what it
 * has, takes nothing new), so /api/v4/ready answers 503 and a load balancer sends traffic elsewhere.
 */
export class ProcessLifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
