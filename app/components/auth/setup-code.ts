import { z } from 'zod';

// The first admin's one-time setup code (docs/decisions/015): the server prints it to its log at
// start while no admin exists and refuses the bootstrap registration without it (403). The shared
// register schema has it optional because only that one registration needs it.

export const SETUP_CODE_HINT = 'Printed in the server log when the server starts.';

export const setupCodeSchema = z.object({
  setup_code: z
    .string({ error: 'Setup code is required' })
    .trim()
    .min(1, 'Setup code is required')
    .max(100, 'The setup code is not valid.'),
});
