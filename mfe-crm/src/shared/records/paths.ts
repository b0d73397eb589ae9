/** Each record's own page (decision 0119): every name in a list or a card links here. */
export const candidatePath = (id: string) => `/manage/candidates/${encodeURIComponent(id)}`;
export const employerPath = (id: string) => `/manage/employers/${encodeURIComponent(id)}`;
export const jobRolePath = (id: string) => `/manage/job-roles/${encodeURIComponent(id)}`;
