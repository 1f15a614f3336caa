/** Request schemas of the lottery calls. */
export {};
