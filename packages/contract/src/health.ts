import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['postgres']),
  databaseOk: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRouteSchemas = {
  health: {
    summary: 'Liveness and database health',
    tags: ['system'],
    response: healthSchema,
  },
};
