/** The learning center's guides and their operator-set video addresses (docs/help.md). */
export {};
