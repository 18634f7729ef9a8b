// subset-font ships no types: what scripts/subset-fonts.ts calls of it (its README's API).
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    /** Keeps every glyph (the text must be empty): the font converted to `targetFormat`. */
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
