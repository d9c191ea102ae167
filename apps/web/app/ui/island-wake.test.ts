import { describe, expect, it } from 'vitest';
import { whenWanted } from './island-wake';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A window whose events and IntersectionObserver the test drives by hand. */
function fakeWindow() {
  const events = new EventTarget();
  const navigation = new EventTarget();
  const observers: Callback[] = [];
  const target = {
    navigation,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    IntersectionObserver: class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  };
  return {
    target: target as unknown as Window & typeof globalThis,
    fire: (type: string) => events.dispatchEvent(new Event(type)),
    navigate: () => navigation.dispatchEvent(new Event('navigate')),
    intersect: (isIntersecting: boolean) => observers.forEach((o) => o([{ isIntersecting }])),
  };
}

const status = (p: Promise<void>) => (p as Promise<void> & { status?: string }).status;
const element = {} as Element;

describe('whenWanted', () => {
  it('wakes synchronously on first input when there is no code to load', () => {
    const w = fakeWindow();
    const wake = whenWanted(undefined, w.target);
    wake.watch(element);
    w.intersect(false);
    w.fire('scroll');
    expect(status(wake.woken)).toBeUndefined();
    w.fire('pointerdown');
    expect(status(wake.woken)).toBe('fulfilled');
  });

  it("woken by input only: coming into view does not wake it, the first input does; 'now' wakes it at once", () => {
    const w = fakeWindow();
    const byInput = whenWanted(undefined, w.target, 'input');
    byInput.watch(element);
    w.intersect(true);
    w.fire('scroll');
    expect(status(byInput.woken)).toBeUndefined();
    w.fire('touchstart');
    expect(status(byInput.woken)).toBe('fulfilled');
    const now = whenWanted(undefined, fakeWindow().target, 'now');
    now.watch(element);
    expect(status(now.woken)).toBe('fulfilled');
  });

  it('wakes on a navigation (the router changed the page before the part hydrated), and not after unwatching', () => {
    const w = fakeWindow();
    const wake = whenWanted(undefined, w.target, 'input');
    const unwatch = wake.watch(element);
    w.intersect(true);
    expect(status(wake.woken)).toBeUndefined();
    w.navigate();
    expect(status(wake.woken)).toBe('fulfilled');
    const later = fakeWindow();
    const unwatched = whenWanted(undefined, later.target, 'input');
    unwatched.watch(element)();
    later.navigate();
    expect(status(unwatched.woken)).toBeUndefined();
    unwatch();
  });

  it('loads code on intent, and wakes near the viewport only once the code has arrived', async () => {
    const w = fakeWindow();
    let loads = 0;
    let arrive!: () => void;
    const wake = whenWanted(() => {
      loads++;
      return new Promise<void>((r) => (arrive = r));
    }, w.target);
    wake.watch(element);
    w.fire('pointermove');
    w.fire('scroll');
    expect(loads).toBe(1);
    w.intersect(true);
    expect(status(wake.woken)).toBeUndefined();
    arrive();
    await wake.woken;
    expect(status(wake.woken)).toBe('fulfilled');
  });

  it('with its code loaded, waits for the part to be wanted; a failed load never wakes it', async () => {
    const w = fakeWindow();
    const wake = whenWanted(() => Promise.resolve(), w.target);
    wake.watch(element);
    w.fire('focusin');
    await Promise.resolve();
    await Promise.resolve();
    expect(status(wake.woken)).toBeUndefined();
    w.fire('keydown');
    expect(status(wake.woken)).toBe('fulfilled');

    const failing = fakeWindow();
    const never = whenWanted(() => Promise.reject(new Error('offline')), failing.target);
    never.watch(element);
    failing.intersect(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(status(never.woken)).toBeUndefined();
  });

  it('stops listening when the part unmounts', () => {
    const w = fakeWindow();
    const wake = whenWanted(undefined, w.target);
    wake.watch(element)();
    w.fire('pointerdown');
    expect(status(wake.woken)).toBeUndefined();
  });

  it('holds a click on the part until it has hydrated, then hands it over once', () => {
    const part = document.createElement('div');
    const button = document.createElement('button');
    part.append(button);
    document.body.append(part);
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    const wake = whenWanted(() => new Promise(() => {}), window);
    const stop = wake.watch(part);
    button.click();
    expect(clicks).toBe(0);
    wake.hydrated();
    expect(clicks).toBe(1);
    button.click();
    expect(clicks).toBe(2);
    stop();
    part.remove();
  });

  it('hands on text typed before hydration as a change React sees (its value tracker sees another value)', () => {
    const part = document.createElement('div');
    const input = document.createElement('input');
    part.append(input);
    document.body.append(part);
    // React tracks a field's value with a setter on the element itself, as here.
    const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let tracked = '';
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => proto.get!.call(input) as string,
      set: (v: string) => {
        tracked = v;
        proto.set!.call(input, v);
      },
    });
    const seen: { value: string; tracked: string }[] = [];
    input.addEventListener('input', () => seen.push({ value: input.value, tracked }));
    const wake = whenWanted(() => new Promise(() => {}), window);
    const stop = wake.watch(part);
    proto.set!.call(input, 'kajal'); // the browser's own typing, past the tracker
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual([]);
    tracked = 'kajal'; // hydration: React takes what is in the field as already seen
    wake.hydrated();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.value).toBe('kajal');
    expect(seen[0]!.tracked).not.toBe('kajal');
    stop();
    part.remove();
  });
});
