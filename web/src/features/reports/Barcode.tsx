import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/** spec §2, §9 "Barcode rendering": height 35 px, font 10 px, margin 2. */
const BARCODE_OPTIONS = { height: 35, fontSize: 10, margin: 2, width: 1.4, background: '#ffffff' } as const;

/** EAN-13 when the 13 digits carry a right check digit, else CODE128 (any text). */
function formatOf(value: string): 'EAN13' | 'CODE128' {
  if (!/^\d{13}$/.test(value)) return 'CODE128';
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12] ? 'EAN13' : 'CODE128';
}

/** A product's barcode drawn as SVG by JsBarcode, with the number under it; it prints as drawn. */
export function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    try {
      JsBarcode(svg.current, value, { ...BARCODE_OPTIONS, format: formatOf(value) });
    } catch {
      // A value no symbology can draw stays as text (the label below).
    }
  }, [value]);
  return (
    <span className="inline-flex flex-col">
      <svg ref={svg} role="img" aria-label={`Barkod ${value}`} data-barcode={value} className="max-w-full" />
    </span>
  );
}
