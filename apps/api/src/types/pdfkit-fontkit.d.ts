/**
 * pdfkit 0.20 also registers a font fontkit has already parsed (`PDFFontFactory.open` takes any object with
 * `layout`); its types name only files and bytes. documents/fonts.ts shares one parsed font across documents.
 */
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
