import type { RouteConfigEntry } from '@react-router/dev/routes';
import { HINDI_PREFIX } from './locale';

const prefix = HINDI_PREFIX.slice(1);

/** A page's route id: the one React Router would give it (its file without the extension), or its own. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');

/** A page route again under `/hi`: the same module, its id suffixed (`routes/store/home.hi`). */
function hindiPage(entry: RouteConfigEntry): RouteConfigEntry {
  const path = entry.index ? prefix : `${prefix}/${entry.path ?? ''}`.replace(/\/$/, '');
  return { file: entry.file, id: `${routeId(entry)}.hi`, path };
}

/**
 * Every page of a route tree twice: as written (English) and under `/hi` (Hindi), beside each other inside the
 * same pathless layouts, so layouts, loaders and modules are shared and no route module is copied. Layouts keep
 * their ids (code that looks a layout up by id finds it on both); a page's Hindi twin is `<id>.hi`.
 */
export function withHindiPages(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      if (entry.path) throw new Error(`withHindiPages: layout ${entry.file} has a path; only pathless layouts`);
      return [{ ...entry, children: withHindiPages(entry.children) }];
    }
    return [entry, hindiPage(entry)];
  });
}

/** A route match's id without its locale suffix: `routes/store/not-found.hi` → `routes/store/not-found`. */
export const pageRouteId = (id: string) => id.replace(/\.hi$/, '');
