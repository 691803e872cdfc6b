import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../lib/language.ts';

// only the parts the reports draw, so the console's chunk carries no more of Chart.js than it uses
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export type ChartSeries = { label: string; values: number[]; kind: 'bar' | 'line'; color: string };

/**
 * A chart of series over labelled periods, drawn by Chart.js on a canvas. The canvas is an image to assistive
 * technology, named by `summary`; the same figures are in the table the page shows beside it. In Arabic the
 * legend and tooltips read right to left; the time axis keeps its left-to-right order, as numbers and clocks do.
 */
export function ReportChart({
  labels,
  series,
  summary,
  language,
  format,
}: {
  labels: string[];
  series: ChartSeries[];
  summary: string;
  language: Language;
  format: (value: number) => string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const rtl = language === 'ae';
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((one) => ({
          type: one.kind,
          label: one.label,
          data: one.values,
          backgroundColor: one.color,
          borderColor: one.color,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: rtl ? 'ar-AE-u-nu-latn' : 'en-AE',
        plugins: {
          legend: { rtl, textDirection: rtl ? 'rtl' : 'ltr', position: 'bottom' },
          tooltip: {
            rtl,
            textDirection: rtl ? 'rtl' : 'ltr',
            callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` },
          },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => format(Number(value)) } } },
      },
    };
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [labels, series, language, format]);
  return (
    <div className="report-chart">
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
