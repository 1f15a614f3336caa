/** The crash game's calls and types (filled in by its module). */
export {};
