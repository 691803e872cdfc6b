/**
 * The app's start in steps, one task each, so that no step is a long task on a phone (Preact renders a tree
 * in one go; docs/decisions/043-staged-start.md):
 *
 * 1. the app renders into a container outside the document, the parts of its first screen left out;
 * 2. the first-screen parts are shown one task after another, still outside the document;
 * 3. the container takes the place of the server-written first screen, in one step, and
 *    `<html data-app="started">` says so;
 * 4. the parts below the first screen are shown one task after another, and `<html data-parts="shown">` then says
 *    the page is whole (tests wait for it before reading the layout).
 *
 * Once that is over, and in any page the app renders later, every part is shown at once.
 */
type Phase = 'idle' | 'first-screen' | 'below' | 'done';

let phase: Phase = 'idle';
let takeOver: (() => void) | null = null;
const firstScreen: (() => void)[] = [];
const below: (() => void)[] = [];
let stepping = false;

function schedule(): void {
  if (stepping) return;
  stepping = true;
  // outside the document a step only renders; in it, each step's layout and paint get a frame of their own
  // before the next step, so they are not all added up in one long task (a hidden tab draws no frames)
  if (phase === 'below' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(step, 0));
  else setTimeout(step, 0);
}

let steps = 0;

/** Runs `work` as the start's next step, named in the browser's performance timeline ("app start 3: …"). */
function timed(name: string, work: () => void): void {
  steps += 1;
  const label = `app start ${steps}: ${name}`;
  performance.mark(label);
  work();
  // the part's render runs in this task's microtasks (Preact's update queue): measure after them
  queueMicrotask(() => queueMicrotask(() => performance.measure(label, label)));
}

function step(): void {
  stepping = false;
  if (phase === 'first-screen') {
    const show = firstScreen.shift();
    if (!show) {
      phase = 'below';
      timed('takes the first screen', () => {
        takeOver?.();
        takeOver = null;
      });
    } else timed('first-screen part', show);
    schedule();
    return;
  }
  if (phase === 'below') {
    const show = below.shift();
    if (show) {
      timed('part below', show);
      schedule();
    } else {
      phase = 'done';
      document.documentElement.dataset.parts = 'shown';
    }
  }
}

/**
 * Starts the steps: `render` draws the app into its container (first-screen parts waiting), `swap` puts the
 * container in the document. Called once, by main.tsx.
 */
export function startInSteps(render: () => void, swap: () => void): void {
  phase = 'first-screen';
  takeOver = swap;
  timed('renders the app', render);
  schedule();
}

/** Whether a part of this kind is shown at once (the start is past its turn), or waits. */
export function shownAtOnce(kind: 'first-screen' | 'below'): boolean {
  if (kind === 'first-screen') return phase === 'idle' || phase === 'below' || phase === 'done';
  return phase === 'idle' || phase === 'done';
}

/** Queues `show` for its turn; the function returned takes it out again (the part left the page first). */
export function waitForTurn(kind: 'first-screen' | 'below', show: () => void): () => void {
  const queue = kind === 'first-screen' ? firstScreen : below;
  queue.push(show);
  return () => {
    const index = queue.indexOf(show);
    if (index >= 0) queue.splice(index, 1);
  };
}
