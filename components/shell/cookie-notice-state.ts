/** Where the browser remembers that the cookie notice was accepted ("1"). Tests set it too. */
export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice-accepted";

/** The value of <html data-cookie-notice> that hides the notice (app/globals.css). */
export const COOKIE_NOTICE_ACCEPTED = "accepted";
