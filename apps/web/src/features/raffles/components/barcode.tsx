import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/**
 * A Code 128 barcode of `value` as SVG (spec part 1 §2: raffle cards carry a barcode of the raffle
 * number). Always left to right, also on Arabic pages; the number is printed under the bars.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      width: 2,
      height: 56,
      margin: 8,
      fontSize: 16,
      displayValue: true,
      background: '#ffffff',
      lineColor: '#1d1b20',
    });
  }, [value]);
  return <svg ref={svg} className="barcode" role="img" aria-label={label} direction="ltr" data-value={value} />;
}
