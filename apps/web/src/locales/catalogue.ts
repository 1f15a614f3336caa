/** The shape every language catalogue must have: the English one's, with any strings. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
