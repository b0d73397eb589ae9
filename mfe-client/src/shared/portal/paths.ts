/** The client portal's addresses under the shell's /clientportal/* route. */
export const PORTAL_PATH = '/clientportal';
/** The e-mailed link's page (decision 0130): `?token=` carries the link's token. */
export const RESET_PASSWORD_PATH = `${PORTAL_PATH}/reset-password`;
/** The interviews scheduled from the contact's requests (decision 0132). */
export const INTERVIEWS_PATH = `${PORTAL_PATH}/interviews`;
/** A role's page: the candidates put forward for it. */
export const ROLE_PATH = `${PORTAL_PATH}/roles/:id`;
export const rolePath = (id: string) => `${PORTAL_PATH}/roles/${encodeURIComponent(id)}`;
