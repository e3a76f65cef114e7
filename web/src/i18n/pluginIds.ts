/**
 * The SWC plugin that Next 16 needs (@lingui/swc-plugin 6.7) writes message ids in URL-safe
 * base64, while the Lingui 5 CLI (Lingui 6 needs Node 22) compiles catalogs with standard base64
 * ids: the same hash, two alphabets. A catalog's id in the plugin's alphabet; remove this once
 * Lingui and the plugin share a major version.
 */
export const pluginId = (id: string): string => id.replace(/\+/g, '-').replace(/\//g, '_');
