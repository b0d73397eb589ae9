import { z } from 'zod';

/** The one error body every service and the gateway answer with. */
export const ErrorBody = z.object({
  message: z.string(),
  /** For validation errors: which field failed and why. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
