/** Schemas of every request body and room message (docs/service.md); anything else is refused with the field named. */
import { z } from 'zod';
import { LIMITS } from '@xwing/client';
import { RULE_SET_IDS } from '@xwing/engine';

const finite = z.number().finite();
const ref = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31)
  .optional();

export const JoinSchema = z.strictObject({
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game id'),
  token: z.string().min(1).max(200).optional(),
});

export const ChoiceSchema = z.strictObject({
  ref,
  decision: z.number().int().min(0),
  option: z.string().max(200),
  value: z
    .union([
      z.strictObject({ x: finite, y: finite, heading: finite }),
      z.strictObject({ x: finite, y: finite }),
      z.array(z.string().max(40)).max(20),
    ])
    .optional(),
});

export const ResignSchema = z.strictObject({ ref });
export const SyncSchema = z.strictObject({});
export const RenameSchema = z.strictObject({ ref, name: z.string().trim().min(1).max(40) });
export const ChatSchema = z.strictObject({ ref, text: z.string().trim().min(1).max(LIMITS.chatChars) });

const SeatSchema = z.strictObject({
  name: z.string().trim().min(1).max(40).optional(),
  squad: z.union([z.string().min(1).max(32_000), z.record(z.string(), z.unknown())]),
  computer: z.enum(['heuristic', 'random', 'search', 'easy', 'normal', 'hard']).optional(),
});

export const CreateGameSchema = z.strictObject({
  players: z.tuple([SeatSchema, SeatSchema]),
  pointsSet: z.string().max(100).optional(),
  format: z.enum(['standard', 'extended']).optional(),
  scenario: z.string().max(100).optional(),
  diceMode: z.enum(['rolled', 'entered']).optional(),
  maxRounds: z.number().int().min(1).max(50).optional(),
  timeLimit: z.number().int().min(LIMITS.timeLimitMinutes.min).max(LIMITS.timeLimitMinutes.max).optional(),
  obstacles: z.tuple([z.array(z.string().max(60)).max(10), z.array(z.string().max(60)).max(10)]).optional(),
  seed: z.string().min(1).max(200).optional(),
  ruleSet: z.enum(RULE_SET_IDS).optional(),
  acceptMissing: z.boolean().optional(),
});

const FileSeatSchema = z.strictObject({
  name: z.string().trim().min(1).max(40).optional(),
  computer: SeatSchema.shape.computer,
});

/** A game from a game file (games.ts createGameFromFile): the engine checks the file itself, field by field. */
export const CreateFromFileSchema = z.strictObject({
  file: z.record(z.string(), z.unknown()),
  players: z.tuple([FileSeatSchema, FileSeatSchema]).optional(),
  timeLimit: z.number().int().min(LIMITS.timeLimitMinutes.min).max(LIMITS.timeLimitMinutes.max).optional(),
  seed: z.string().min(1).max(200).optional(),
});

export const TokenSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const MineSchema = z.strictObject({ tokens: z.array(z.string().min(1).max(200)).max(LIMITS.mineTokens) });

/** The first problem of a failed parse, as "path: message". */
export function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  if (!i) return 'invalid';
  const path = i.path.length ? i.path.join('.') : '(the message)';
  return `${path}: ${i.message}`;
}
