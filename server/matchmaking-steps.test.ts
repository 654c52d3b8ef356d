// The matchmaking steps: the step added last runs first, each passes the call on with next(), and
// any step can be removed whatever the order; with none left, Colyseus's own method is back.
import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { addMatchmakingStep } from './matchmaking-steps.js';

const controller = matchMaker.controller;
const colyseus = controller.invokeMethod;
afterEach(() => {
  controller.invokeMethod = colyseus;
});

describe('matchmaking steps', () => {
  it('run last-added first around the matchmaker, and come off in any order', async () => {
    const seen: string[] = [];
    const original = async (method: string, roomId: string) => (seen.push(`colyseus ${method} ${roomId}`), 'reserved');
    controller.invokeMethod = original as typeof controller.invokeMethod;
    const step = (name: string) => addMatchmakingStep(async ({ next }) => (seen.push(name), next()));
    const removeA = step('a');
    const removeB = step('b');
    const removeC = step('c');
    expect(await controller.invokeMethod('joinById', 'g1', {})).toBe('reserved');
    expect(seen).toEqual(['c', 'b', 'a', 'colyseus joinById g1']);

    // Removing the middle one first (a wrapper restoring its own saved original would have
    // dropped c with it).
    removeB();
    seen.length = 0;
    await controller.invokeMethod('joinById', 'g2', {});
    expect(seen).toEqual(['c', 'a', 'colyseus joinById g2']);

    removeC();
    removeA();
    expect(controller.invokeMethod).toBe(original);
  });

  it('lets a step refuse (the call never reaches the matchmaker) or pass the call on twice', async () => {
    let reached = 0;
    controller.invokeMethod = (async () => ++reached) as typeof controller.invokeMethod;
    const remove = addMatchmakingStep(async ({ roomId, next }) => {
      if (roomId === 'void') throw new Error('join/game_void');
      await next();
      return next(); // as the on-demand step does after bringing a game back
    });
    await expect(controller.invokeMethod('joinById', 'void', {})).rejects.toThrow('join/game_void');
    expect(reached).toBe(0);
    expect(await controller.invokeMethod('joinById', 'g', {})).toBe(2);
    remove();
  });
});
