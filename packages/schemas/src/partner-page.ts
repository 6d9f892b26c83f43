/**
 * The public partner directory page (`/partners`): the element the page keeps for the directory, and the comment
 * the prerendered page carries inside it, which the server replaces with the directory as it is when the page is
 * asked for (apps/api/src/web/partner-directory.ts). No zod: the page's chunk imports it.
 */
export const PARTNER_DIRECTORY_ID = 'partner-directory';
export const PARTNER_DIRECTORY_SLOT = '<!--cyr-partner-directory-->';
