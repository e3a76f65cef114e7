// Field rules of the sign-in forms (spec section 5 leaves them open): a plausible e-mail and a
// password of at least 8 characters, the identity service's own minimum being 6.
export const PASSWORD_MIN_LENGTH = 8;
export const FIRST_NAME_MAX_LENGTH = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Where the identity service's e-mail link brings the user back (spec section 7). */
export const EMAIL_LINK_RETURN_PATH = '/login-by-email';
/** Spec section 9: the e-mail kept in the browser between sending the link and opening it. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';
