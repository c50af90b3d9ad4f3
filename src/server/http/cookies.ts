/** The HttpOnly session cookie (identity issue). Its presence marks a signed-in visitor. */
export const SESSION_COOKIE = 'bz_session';
