import { z } from 'zod';

const INVALID_ID = 'Geçersiz kimlik.';

/** A database id in a path: a positive 32-bit integer, else 400 (not a crash, not a 404). */
export const idSchema = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID })
  .positive({ error: INVALID_ID })
  .max(2_147_483_647, { error: INVALID_ID });

export const idParam = z.object({ id: idSchema });
