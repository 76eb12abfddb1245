import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import loadEntryScripts from './entry-script-loader';
import inlined from './entry-script-loader.ts?inline-script';

/**
 * A page's globals, as far as the loader uses them, that record what it does: the test decides when
 * the page loads, when the browser reports paints, when a frame, the 3 s timer or a stylesheet comes.
 */
function fakePage({ readyState = 'complete', hidden = false, paintTiming = true } = {}) {
  const log: string[] = [];
  const onLoad: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { report: (names: string[]) => void }[] = [];
  const links: { onload: () => void; onerror: () => void }[] = [];
  const globals = {
    document: {
      readyState,
      visibilityState: hidden ? 'hidden' : 'visible',
      documentElement: { setAttribute: (name: string) => log.push(`mark ${name}`) },
      createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
      head: {
        appendChild: (element: Record<string, unknown>) => {
          if (element.tag === 'link') links.push(element as never);
          log.push(`${String(element.tag)} ${String(element.type ?? element.rel)} ${String(element.src ?? element.href)}`);
        },
      },
    },
    window: {
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      addEventListener: (type: string, listener: () => void, options: unknown) => {
        log.push(`listen ${type} ${JSON.stringify(options)}`);
        onLoad.push(listener);
      },
    },
    setTimeout: (callback: () => void, ms: number) => {
      log.push(`timer ${ms}`);
      timers.push(callback);
    },
    PerformanceObserver: class {
      private connected = true;
      constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
        if (!paintTiming) throw new TypeError('no paint timing');
        observers.push({
          report: (names) => this.connected && callback({ getEntries: () => names.map((name) => ({ name })) }),
        });
      }
      observe(options: unknown) {
        log.push(`observe ${JSON.stringify(options)}`);
      }
      disconnect() {
        this.connected = false;
        log.push('disconnect');
      }
    },
  };
  return {
    globals,
    log,
    load: () => onLoad.splice(0).forEach((listener) => listener()),
    frames: (count: number) => {
      for (let i = 0; i < count; i++) frames.splice(0).forEach((frame) => frame());
    },
    paint: (...names: string[]) => observers.forEach((observer) => observer.report(names)),
    timeout: () => timers.splice(0).forEach((callback) => callback()),
    stylesheet: (outcome: 'onload' | 'onerror') => links.shift()?.[outcome](),
    pendingFrames: () => frames.length,
  };
}

type FakePage = ReturnType<typeof fakePage>;

/** The loader as the page runs it (the inlined, minified text) and as written (the module's function). */
const runs = {
  inlined: (page: FakePage, lateStyles: string[], scripts: string[]) => {
    runInNewContext(`${inlined}(${JSON.stringify(lateStyles)},${JSON.stringify(scripts)})`, page.globals);
  },
  source: (page: FakePage, lateStyles: string[], scripts: string[]) => {
    // The page's globals for the rest of the test: the loader reads them when the page loads, later.
    for (const [name, value] of Object.entries(page.globals)) vi.stubGlobal(name, value);
    loadEntryScripts(lateStyles, scripts);
  },
};

describe('the inline script that loads the bundle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is inlined minified, as one function expression', () => {
    expect(inlined).toMatch(/^\(function\b[^]*\)$/);
    expect(inlined.length).toBeLessThan(1100);
    expect(inlined).not.toMatch(/\/\/|\/\*|\n/);
  });

  for (const [name, run] of Object.entries(runs)) {
    describe(name, () => {
      it('after load, waits for the first contentful paint and four frames without a new paint, then links the stylesheets and inserts the scripts once they have come (or failed)', () => {
        const page = fakePage({ readyState: 'interactive' });
        run(page, ['/a.css', '/b.css'], ['/entry.js']);
        expect(page.log).toEqual(['listen load {"once":true}']);
        page.load();
        page.frames(6);
        page.paint('first-paint', 'first-contentful-paint');
        page.frames(2);
        page.paint('largest-contentful-paint');
        page.frames(3);
        expect(page.log).not.toContain('mark data-painted');
        page.frames(1);
        page.stylesheet('onload');
        expect(page.log.some((line) => line.startsWith('script'))).toBe(false);
        page.stylesheet('onerror');
        page.timeout();
        page.frames(5);
        expect(page.log).toEqual([
          'listen load {"once":true}',
          'observe {"type":"paint","buffered":true}',
          'observe {"type":"largest-contentful-paint"}',
          'timer 3000',
          'disconnect',
          'mark data-painted',
          'link stylesheet /a.css',
          'link stylesheet /b.css',
          'script module /entry.js',
        ]);
        expect(page.pendingFrames()).toBe(0);
      });

      it('in a hidden tab, starts at once; with no stylesheets, inserts the scripts at once', () => {
        const page = fakePage({ hidden: true });
        run(page, [], ['/entry.js', '/other.js']);
        expect(page.log).toEqual(['mark data-painted', 'script module /entry.js', 'script module /other.js']);
      });

      it('starts after 3 s whatever the paints, and only once', () => {
        const page = fakePage();
        run(page, ['/a.css'], ['/entry.js']);
        page.frames(10);
        page.timeout();
        page.paint('first-contentful-paint');
        page.frames(10);
        page.stylesheet('onload');
        expect(page.log.filter((line) => line === 'mark data-painted')).toHaveLength(1);
        expect(page.log.slice(-3)).toEqual(['mark data-painted', 'link stylesheet /a.css', 'script module /entry.js']);
      });

      it('without paint timing, counts four frames from load; with no files (pnpm dev), still marks the page', () => {
        const page = fakePage({ paintTiming: false });
        run(page, [], []);
        page.frames(2);
        expect(page.log).toEqual(['timer 3000']);
        page.frames(1);
        expect(page.log).toEqual(['timer 3000', 'mark data-painted']);
      });
    });
  }
});
