/** `%text%` for ILIKE, with the text's own %, _ and \ matched literally (a search for "50%" finds "50%"). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
