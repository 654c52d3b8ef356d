// The JSON Schema of scripted games, generated from the zod schema so they cannot drift.
import { z } from 'zod';
import { scriptSchema } from './format.js';

export function scriptJsonSchema(): unknown {
  return {
    ...(z.toJSONSchema(scriptSchema, { io: 'input', unrepresentable: 'any' }) as object),
    title: 'Epic Ancients Referee scripted game',
    description: 'A whole game or a fragment: a setup, then steps of { seat, command, expect, assert }. See docs/scripted-games.md.',
  };
}
