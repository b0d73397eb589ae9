// The client API's shapes as announced for libs/contracts/src/client-portal.ts (decision 0130), used until that file is
// committed; then these imports move to @agency/contracts and this file goes.
import { z } from 'zod';
import { JobRoleStatus, LoginInput } from '@agency/contracts';
export const ClientLoginInput = LoginInput;
export type ClientLoginInput = z.infer<typeof ClientLoginInput>;
export const ClientLoginResponse = z.object({ token: z.string(), contact: z.object({ id: z.string(), name: z.string(), email: z.string(), employerId: z.string(), employerName: z.string() }) });
export type ClientLoginResponse = z.infer<typeof ClientLoginResponse>;
export const ClientJobRole = z.object({ id: z.string(), title: z.string(), location: z.string().nullable(), status: JobRoleStatus, submittedCount: z.number() });
export type ClientJobRole = z.infer<typeof ClientJobRole>;
export const ClientJobRoleList = z.array(ClientJobRole);
export type ClientJobRoleList = z.infer<typeof ClientJobRoleList>;
