/** Headers of spec 7 about the session token: the one a call carries, and a renewed one in the answer. */
export const TOKEN_HEADERS = { newToken: 'x-new-token', newExpiresAt: 'x-new-expires-at', token: 'x-token' } as const;
