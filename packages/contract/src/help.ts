import { z } from 'zod';
import { emailSchema } from './auth';

// Help centre contact form: stored, e-mailed to the support address, and confirmed to the sender by e-mail.
// (The help articles are bundled in the app.)

const isoDateTime = z.iso.datetime({ offset: true });

export const helpCategorySchema = z
  .enum(['general', 'account', 'websites', 'notifications', 'billing', 'affiliate', 'technical', 'feedback'])
  .meta({ id: 'HelpCategory' });
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const HELP_MESSAGE_MIN_LENGTH = 10;
export const HELP_MESSAGE_MAX_LENGTH = 5000;

export const helpContactBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    email: emailSchema,
    subject: z.string().trim().min(3).max(200),
    message: z.string().trim().min(HELP_MESSAGE_MIN_LENGTH).max(HELP_MESSAGE_MAX_LENGTH),
    category: helpCategorySchema.optional(),
  })
  .meta({ id: 'HelpContactBody' });
export type HelpContactBody = z.infer<typeof helpContactBodySchema>;

export const helpRequestSchema = z
  .object({
    id: z.uuid(),
    /** A short reference for the sender, e.g. `HLP-7K3QX9`. */
    reference: z.string(),
    subject: z.string(),
    category: helpCategorySchema.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'HelpRequest' });
export type HelpRequest = z.infer<typeof helpRequestSchema>;

export const helpContactDataSchema = z
  .object({
    request: helpRequestSchema,
    /** Whether a confirmation went to the sender's address. */
    confirmationSent: z.boolean(),
  })
  .meta({ id: 'HelpContactData' });
export type HelpContactData = z.infer<typeof helpContactDataSchema>;

const tags = ['Help'];

export const helpRouteSchemas = {
  contact: {
    summary: 'Send a message to support (stored, e-mailed to support, confirmed to the sender)',
    tags,
    body: helpContactBodySchema,
    response: helpContactDataSchema,
  },
} as const;
