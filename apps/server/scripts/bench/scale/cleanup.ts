import type { ChildProcess } from 'node:child_process';

/** Every child still running, so an error or Ctrl-C never leaves a server behind. */
const children = new Set<ChildProcess>();
const tasks: (() => Promise<unknown>)[] = [];

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Runs at the end, last registered first (the database is dropped after its users stopped). */
export function onCleanup(task: () => Promise<unknown>): void {
  tasks.push(task);
}

let cleaning: Promise<void> | undefined;

/** Kills the children still alive, then runs the cleanup tasks; safe to call twice. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(exits);
    for (const task of tasks.reverse()) await task().catch((error: unknown) => console.error('cleanup:', error));
  })();
  return cleaning;
}
