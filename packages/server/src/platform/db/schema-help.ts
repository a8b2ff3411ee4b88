/** Tables of the area (filled in by the area that owns it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HelpTables {}
