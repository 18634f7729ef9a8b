// subset-font ships no types: what scripts/subset-fonts.ts calls of it (its README's API).
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    /** Keeps every glyph (the text must be empty): the font converted to `targetFormat`. */
    keepAllGlyphs?: boolean;
    /**
     * A variable font's axes: a number pins an axis there (a static instance), a range keeps it
     * variable between the two (HarfBuzz's instancer).
     */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
