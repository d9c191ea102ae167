/**
 * The renderer main thread's top-level tasks in a Chromium performance trace, and what each long one was made of
 * (the trace's own events: script, compile, style and layout, paint, HTML parsing, garbage collection).
 */

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; frame?: string; name?: string };
};

/** One top-level task on the main thread, in milliseconds from the navigation's start. */
export type Task = { startMs: number; durationMs: number; ts: number; dur: number };

export type TaskBreakdown = {
  /** What started the task: the first script, timer, event or parse inside it. */
  startedBy: string;
  /** Self time per kind of work, ms, largest first. */
  kinds: [string, number][];
};

/** The scheduler's names for one top-level task, across Chromium versions (Lighthouse reads the same). */
const TOP_LEVEL = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

export const LONG_TASK_MS = 50;

/** The renderer that loaded `url`: the main thread whose `navigationStart` names it. */
export function mainThreadOf(events: TraceEvent[], url: string): { pid: number; tid: number; navigationTs: number } {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url,
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`);
  return { pid: start.pid, tid: start.tid, navigationTs: start.ts };
}

/** The first contentful paint after the navigation, ms from its start (NaN when the trace has none). */
export function firstContentfulPaintMs(events: TraceEvent[], pid: number, navigationTs: number): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= navigationTs);
  return fcp ? (fcp.ts - navigationTs) / 1000 : Number.NaN;
}

/** The outermost top-level tasks of one thread from `fromTs` on, in order. */
export function topLevelTasks(events: TraceEvent[], pid: number, tid: number, fromTs: number): Task[] {
  const candidates = events
    .filter(
      (e) => e.ph === 'X' && TOP_LEVEL.has(e.name) && e.pid === pid && e.tid === tid && e.ts + (e.dur ?? 0) >= fromTs,
    )
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let end = -Infinity;
  for (const e of candidates) {
    if (e.ts < end) continue; // nested inside the previous task
    const dur = e.dur ?? 0;
    end = e.ts + dur;
    tasks.push({ startMs: (e.ts - fromTs) / 1000, durationMs: dur / 1000, ts: e.ts, dur });
  }
  return tasks;
}

/** Total blocking time: what each task spends beyond 50 ms, summed. */
export const blockingMs = (tasks: Task[]) =>
  tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_TASK_MS), 0);

const KINDS: [RegExp, string][] = [
  [
    /^(v8\.compile|v8\.compileModule|CompileScript|CompileCode|v8\.parseOnBackground|v8\.produceCache|CacheScript)/,
    'compile',
  ],
  [/GC|^V8\.GC|^BlinkGC|^CppGC/, 'garbage collection'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout|HitTest|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/,
    'style and layout',
  ],
  [
    /^(Paint|PrePaint|Layerize|CompositeLayers|Commit|UpdateLayer|RasterTask|PaintImage|Decode Image|ImageDecodeTask)$/,
    'paint',
  ],
  [/^ParseHTML$/, 'HTML parsing'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|v8\.run|V8\.Execute|v8\.callFunction|XHRReadyStateChange|v8\.runMicrotasks)$/,
    'script',
  ],
];

/** A kind of work by its events' names; an event of no known kind is shown by its own name. */
const kindOf = (name: string) => KINDS.find(([re]) => re.test(name))?.[1] ?? name;

const STARTERS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'ParseHTML',
  'RunMicrotasks',
  'v8.runMicrotasks',
  'XHRReadyStateChange',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

const shortUrl = (url: unknown) => (typeof url === 'string' && url ? new URL(url, 'http://x').pathname : '');

function describeStarter(e: TraceEvent): string {
  const data = (e.args?.data ?? (e.args as { beginData?: Record<string, unknown> })?.beginData ?? {}) as Record<
    string,
    unknown
  >;
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `${e.name} ${shortUrl(data.url ?? (e.args as { fileName?: string })?.fileName) || '(inline)'}`;
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName || '(anonymous)')} ${shortUrl(data.url)}`.trim();
    case 'EventDispatch':
      return `EventDispatch ${String(data.type ?? '')}`;
    case 'TimerFire':
      return 'TimerFire (setTimeout/setInterval)';
    case 'ParseHTML':
      return `ParseHTML ${shortUrl(data.url)}`;
    default:
      return e.name;
  }
}

/** What a task consisted of: each event's self time (its duration less its children's), grouped by kind. */
export function breakdown(events: TraceEvent[], pid: number, tid: number, task: Task): TaskBreakdown {
  const inside = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === pid &&
        e.tid === tid &&
        !TOP_LEVEL.has(e.name) &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0));
    self.set(e, (self.get(e) ?? 0) + (e.dur ?? 0));
    stack.push(e);
  }
  const kinds = new Map<string, number>();
  let accounted = 0;
  for (const [e, us] of self) {
    kinds.set(kindOf(e.name), (kinds.get(kindOf(e.name)) ?? 0) + us / 1000);
    accounted += us;
  }
  const untraced = (task.dur - accounted) / 1000;
  if (untraced > 0.5) kinds.set('scheduler and untraced', untraced);
  const starter = inside.find((e) => STARTERS.has(e.name));
  return {
    startedBy: starter ? describeStarter(starter) : '(no traced event)',
    kinds: [...kinds].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]),
  };
}
