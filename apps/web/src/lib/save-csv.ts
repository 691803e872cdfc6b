/** Hands CSV text to the browser as a download under `filename`. */
export function saveCsv(filename: string, csv: string): void {
  // a byte order mark, so spreadsheet programs read the Arabic names as UTF-8
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
