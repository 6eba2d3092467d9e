import { createTurns } from './turns';

/** Resolves after the next task (jsdom has no MessageChannel: the turns take timers there). */
const oneTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createTurns', () => {
  it('runs the steps in order, each in a task of its own, none in the caller’s task', async () => {
    const turns = createTurns();
    const ran: string[] = [];
    turns.add(() => ran.push('registry preload'));
    turns.add(() => ran.push('app chunk preload'));
    turns.add(() => ran.push('route preload'));
    expect(ran).toEqual([]);
    await oneTask();
    expect(ran).toEqual(['registry preload']);
    await turns.idle();
    expect(ran).toEqual(['registry preload', 'app chunk preload', 'route preload']);
  });

  it('runs a step added while the queue runs after those already waiting', async () => {
    const turns = createTurns();
    const ran: number[] = [];
    turns.add(() => {
      ran.push(1);
      turns.add(() => ran.push(3));
    });
    turns.add(() => ran.push(2));
    await turns.idle();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('goes on after a step that throws, and is idle at once when nothing waits', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const turns = createTurns();
      await turns.idle();
      const ran: string[] = [];
      turns.add(() => {
        throw new Error('no document head');
      });
      turns.add(() => ran.push('next'));
      await turns.idle();
      expect(ran).toEqual(['next']);
      expect(warn).toHaveBeenCalledWith('[kontor host] a step of the page start failed', expect.any(Error));
    } finally {
      warn.mockRestore();
    }
  });
});
