/** Every leaf string of the English messages must exist in Spanish too (checked by the compiler). */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
