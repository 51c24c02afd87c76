/** The part of linebreak (UAX #14 line breaking, no bundled types) Signet uses. */
declare module 'linebreak' {
  interface Break {
    /** Index (UTF-16) where the next line may start. */
    position: number;
    /** A mandatory break (a newline), not just an opportunity. */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
