/**
 * Where the browser keeps the session (spec 000 sections 3 and 9): the token in the `authToken` cookie,
 * the other user fields as JSON under `userInfo`. A module of its own, apart from enums.ts, because the
 * public pages' first chunk reads the stored session (the header's My Account link, unknown paths) and
 * enums.ts belongs to the form kit's chunk.
 */
export const AUTH_COOKIE_NAME = 'authToken';
export const USER_INFO_STORAGE_KEY = 'userInfo';
export const SESSION_DAYS = 2;
