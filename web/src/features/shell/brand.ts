/** The storefront's name, shown in the logo's alt text, the copyright line and page titles. */
export const PRODUCT_NAME = 'Ensemble';

/** The version shown in the footer (spec section 2). */
export const APP_VERSION = 'v1.0';
