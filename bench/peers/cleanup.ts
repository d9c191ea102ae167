/**
 * Teardown that runs even on failure: every process the bench started, its databases and its temporary
 * folder, in the reverse order they were made. Runs once, from the main's finally or on SIGINT/SIGTERM.
 */
const tasks: { name: string; run: () => Promise<void> | void }[] = [];
let ran = false;

export function onCleanup(name: string, run: () => Promise<void> | void) {
  tasks.push({ name, run });
}

export async function cleanup() {
  if (ran) return;
  ran = true;
  for (const task of tasks.reverse()) {
    try {
      await task.run();
    } catch (err) {
      console.error(`cleanup: ${task.name} failed: ${(err as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: tearing down`);
    void cleanup().finally(() => process.exit(130));
  });
}
