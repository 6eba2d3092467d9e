/**
 * Work done one step per task, in order (issue 34: total blocking time). The page's start asks for a dozen files
 * and answers in its first milliseconds, and starting each request costs the main thread a few milliseconds (four
 * times that on a phone's CPU): all of them in one task held it for 50–200 ms before the entry script could run.
 * One per task, nothing holds it long and each request leaves as soon as its turn comes.
 */
export interface Turns {
  /** Runs `step` in a task of its own after the steps added before it. */
  add(step: () => void): void;
  /** Resolves once every step added so far has run. */
  idle(): Promise<void>;
}

/** The next task: a message to ourselves (a timer would wait 4 ms after a few nested turns). */
function nextTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

export function createTurns(): Turns {
  const queue: (() => void)[] = [];
  let waiting: (() => void)[] = [];
  let scheduled = false;
  const runNext = () => {
    const step = queue.shift();
    try {
      step?.();
    } catch (error) {
      console.warn('[kontor host] a step of the page start failed', error);
    }
    if (queue.length > 0) {
      nextTask(runNext);
      return;
    }
    scheduled = false;
    const done = waiting;
    waiting = [];
    done.forEach((resolve) => resolve());
  };
  return {
    add(step) {
      queue.push(step);
      if (scheduled) return;
      scheduled = true;
      nextTask(runNext);
    },
    idle() {
      if (!scheduled) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** The page's one queue of start-up requests (the early script's and the entry script's preloads). */
export const pageTurns: Turns = createTurns();
