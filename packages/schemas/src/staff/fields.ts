import { z } from 'zod';
import { IsoDateSchema } from '../common';

/** Field shapes the staff schemas share (not exported from the package). */
export const id = z.string().min(1).max(64);
export const instant = z.iso.datetime().meta({ example: '2026-11-26T18:30:00.000Z' });
export const count = z.number().int().nonnegative();
/** A resolved date range (`from`, `to`, inclusive, Harris County days). */
export const range = { from: IsoDateSchema, to: IsoDateSchema };
