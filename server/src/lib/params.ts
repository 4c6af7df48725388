import { z } from 'zod';
import { intParam } from '@bayi/common';

const ID_MAX = 2_147_483_647;

/** A database id in a path: a positive 32-bit integer written in plain digits, else 400 (not a crash, not a 404). */
export const idSchema = intParam('Kimlik (id)', 1, ID_MAX);

export const idParam = z.object({ id: idSchema });
