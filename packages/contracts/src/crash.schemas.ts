/** Request schemas of the crash calls. */
export {};
