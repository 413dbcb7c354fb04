import { z } from 'zod';

// The first admin's one-time setup code (docs/decisions/015): the server prints it to its log at
// start while no admin exists and refuses the bootstrap registration without it (403). The shared
// register schema has it optional because only that one registration needs it.

export const SETUP_CODE_HINT =
  'Shown in a box at the end of the server’s start output (the terminal running npm start) and in its log as “Setup code for the first admin”; or the value of SETUP_CODE if you set one.';

export const setupCodeSchema = z.object({
  setup_code: z
    .string({ error: 'Setup code is required' })
    .trim()
    .min(1, 'Setup code is required')
    .max(100, 'The setup code is not valid.'),
});
