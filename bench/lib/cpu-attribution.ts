import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import type { Task, TraceEvent } from './trace-tasks.ts';

/**
 * Which functions and modules a long task spent its time in, from the V8 sampling profile the trace carries
 * (category disabled-by-default-v8.cpu_profiler). Built files are mapped back to their sources through the
 * client build's source maps when it has them (`SOURCEMAP=1 npm run build -w apps/web`); without them the
 * minified names and chunk files are shown.
 */

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type Sample = { ts: number; node: number; weight: number };

export type Attribution = { functions: [string, number][]; modules: [string, number][] };

/** The main thread's samples, on the trace's clock (µs), each weighted by the time until the next one. */
export function profileSamples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = new Map<string, { ts: number }>();
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'P') continue;
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id!, { ts: data?.startTime ?? e.ts });
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id!)) continue;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const clock = profiles.get(e.id!)!;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      clock.ts += deltas[i] ?? 0;
      samples.push({ ts: clock.ts, node: ids[i]!, weight: 0 });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length - 1; i++) samples[i]!.weight = samples[i + 1]!.ts - samples[i]!.ts;
  return { nodes, samples };
}

/** Source maps of the client build, read once per file. */
class Sources {
  private maps = new Map<string, { map: SourceMap; sources: string[]; contents: (string | null)[] } | null>();
  constructor(private assetsDir: string) {}

  private load(file: string) {
    if (!this.maps.has(file)) {
      const path = join(this.assetsDir, `${file}.map`);
      if (!existsSync(path)) this.maps.set(file, null);
      else {
        const payload = JSON.parse(readFileSync(path, 'utf8')) as ConstructorParameters<typeof SourceMap>[0] & {
          sourcesContent?: (string | null)[];
        };
        this.maps.set(file, {
          map: new SourceMap(payload),
          sources: payload.sources,
          contents: payload.sourcesContent ?? [],
        });
      }
    }
    return this.maps.get(file)!;
  }

  /** A frame as `name (module)`: the original function's name and source when the build has source maps. */
  describe(frame: CallFrame): { name: string; module: string } {
    const minified = frame.functionName || '(anonymous)';
    if (!frame.url) return { name: minified, module: frame.functionName.startsWith('(') ? minified : '(V8 / browser)' };
    const path = new URL(frame.url).pathname;
    const file = path.startsWith('/assets/') ? path.slice('/assets/'.length) : null;
    const mapped = file ? this.load(file) : null;
    if (!mapped) return { name: minified, module: file ? `build ${file}` : path || '(inline)' };
    const entry = mapped.map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
      name?: string;
    };
    if (!entry.originalSource) return { name: minified, module: `build ${file}` };
    const index = mapped.sources.findIndex((s) => entry.originalSource!.endsWith(s.replace(/^(\.\.\/)+/, '')));
    const line = mapped.contents[index]?.split('\n')[entry.originalLine ?? 0] ?? '';
    const name = entry.name ?? nameAt(line, entry.originalColumn ?? 0) ?? minified;
    return { name: `${name}:${(entry.originalLine ?? 0) + 1}`, module: moduleOf(entry.originalSource) };
  }
}

const readers = new Map<string, Sources>();
const sourcesIn = (assetsDir: string) =>
  readers.get(assetsDir) ?? readers.set(assetsDir, new Sources(assetsDir)).get(assetsDir)!;

/** The function named at a position of its source line: a declaration after it, an assignment or key before it. */
function nameAt(line: string, column: number): string | null {
  const after = /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(line.slice(column));
  if (after) return after[1]!;
  const before = /([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b[^(]*)?\s*$/.exec(line.slice(0, column));
  return before?.[1] ?? null;
}

/** A package (`react-dom`, `@tanstack/query-core`) or the app's own file (`app/features/...`). */
function moduleOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (pkg) return pkg[1] === 'react-dom' ? `react-dom/${pkg[2]!.split('/').at(-1)}` : pkg[1]!;
  const own = /(packages\/[^/]+\/src\/.*|(?:^|\/)app\/.*)$/.exec(source);
  return own ? own[1]!.replace(/^\//, '') : source;
}

/** Self time per function and per module inside one task, ms, largest first. */
export function attribute(
  profile: ReturnType<typeof profileSamples>,
  task: Task,
  assetsDir: string,
  top = 8,
): Attribution {
  const sources = sourcesIn(assetsDir);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const s of profile.samples) {
    if (s.ts < task.ts || s.ts >= task.ts + task.dur) continue;
    const node = profile.nodes.get(s.node);
    if (!node) continue;
    const { name, module } = sources.describe(node.callFrame);
    if (name === '(idle)') continue;
    const key = `${name} (${module})`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + s.weight / 1000);
    byModule.set(module, (byModule.get(module) ?? 0) + s.weight / 1000);
  }
  const largest = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { functions: largest(byFunction), modules: largest(byModule) };
}
