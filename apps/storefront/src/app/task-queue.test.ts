import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

describe('createTaskQueue', () => {
  it('spec §9: runs at most 4 chunk preloads at a time and each route once', async () => {
    const queue = createTaskQueue(4);
    const releases: Array<() => void> = [];
    let started = 0;
    const task = () =>
      new Promise<void>((resolve) => {
        started += 1;
        releases.push(resolve);
      });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'b']) queue.enqueue(id, task);
    expect(started).toBe(4);
    expect(queue.running()).toBe(4);
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(5);
    releases.splice(0).forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.splice(0).forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(6);
    expect(queue.running()).toBe(0);
  });

  it('a failed preload frees its slot', async () => {
    const queue = createTaskQueue(1);
    let ran = false;
    queue.enqueue('bad', () => Promise.reject(new Error('offline')));
    queue.enqueue('good', () => {
      ran = true;
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toBe(true);
  });
});
