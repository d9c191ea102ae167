import { readdirSync, readFileSync } from 'node:fs';

/** A process and every descendant (the embedded PostgreSQL server and its backends are the store's children). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name (2nd field) may hold spaces and parentheses: the parent pid is the 2nd field after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function kilobytes(file: string, field: string): number {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Memory of a process tree in MB. RSS counts pages shared between processes (PostgreSQL's shared buffers) once
 * per process; PSS divides each shared page among its sharers, so its sum is what the tree really holds.
 */
export function treeMemory(root: number): { rssMb: number; pssMb: number; processes: number } {
  const pids = processTree(root);
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    rss += kilobytes(`/proc/${pid}/status`, 'VmRSS');
    pss += kilobytes(`/proc/${pid}/smaps_rollup`, 'Pss');
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: pids.length };
}

/** One process alone (the store's Node process, without the database server under it). */
export function processMemory(pid: number): { rssMb: number; pssMb: number } {
  return {
    rssMb: kilobytes(`/proc/${pid}/status`, 'VmRSS') / 1024,
    pssMb: kilobytes(`/proc/${pid}/smaps_rollup`, 'Pss') / 1024,
  };
}

/** Samples a tree's memory until stopped, keeping the peak (PSS). */
export function memorySampler(root: number, everyMs = 250) {
  let peak = { rssMb: 0, pssMb: 0, processes: 0 };
  const timer = setInterval(() => {
    const now = treeMemory(root);
    if (now.pssMb > peak.pssMb) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** CPU time (user + system) one process has used so far, in ms; 0 when it has ended (Linux counts 1/100 s ticks). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime: fields 14 and 15 of the line
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process tree has used so far, in ms. */
export function treeCpuMs(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + processCpuMs(pid), 0);
}
