import { z } from 'zod';
import { defineRoute } from './define-route';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database health',
  tags: ['system'],
  auth: 'none',
  response: healthSchema,
});
