/**
 * Where the browser keeps the session: the token in the `authToken` cookie,
 * the other user fields as JSON under `userInfo`. A module of its own, apart from enums.ts, because the
 * public pages' first chunk reads the stored session (the header's My Account link, unknown paths) and
 * enums.ts belongs to the form kit's chunk.
 */
export const AUTH_COOKIE_NAME = 'authToken';
export const USER_INFO_STORAGE_KEY = 'userInfo';
export const SESSION_DAYS = 2;
/**
 * When the client's session ends if idle (ISO time by the server's clock), as the last signed-in answer said
 * (SESSION_EXPIRES_HEADER): in localStorage beside `userInfo`, so every tab of the browser warns from the
 * latest call of any of them.
 */
export const SESSION_EXPIRES_STORAGE_KEY = 'sessionExpiresAt';
/**
 * In sessionStorage from the moment a 401 ends the session until the next sign-in or logout, so a page
 * reloaded meanwhile still says the session has ended (the web's lib/session).
 */
export const SESSION_ENDED_STORAGE_KEY = 'sessionEnded';

/**
 * The back office keeps its session apart (issue 12): in sessionStorage under this key, never in `authToken`,
 * so a staff token is never sent by the clients' pages and ends with the tab.
 */
export const STAFF_SESSION_STORAGE_KEY = 'payeeStaffSession';
/**
 * On every answer to a signed-in call, staff's and clients': when the session ends if idle (ISO time, the server's
 * clock), so the web can warn before it does.
 */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at';
/** The web page an invitation's link opens (the token after `#token=`, never sent to a server in the URL). */
export const STAFF_SET_UP_PAGE = '/admin/set-up';
