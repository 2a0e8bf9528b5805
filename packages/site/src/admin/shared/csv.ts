/**
 * A cell: a number as it is; text always quoted (a spreadsheet that splits on ";" or a tab then keeps it one cell), and
 * guarded: text a spreadsheet could run as a formula (=, +, -, @, a tab or a line end first, after spaces too) gets a
 * leading ', and so does text holding a separator followed by one ("https://x.example/;=1+2"), as a reader that
 * ignores the quotes would split it there.
 */
const cell = (value: string | number) => {
  if (typeof value === "number") return String(value);
  const formula = /^\s*[=+\-@\t\r\n]/.test(value) || /[;,\t|]\s*[=+\-@]/.test(value);
  const safe = formula ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** Rows as CSV text (CRLF line ends; an empty row is a blank line). */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Save text as a file through a temporary link (works in browsers and Electron). */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
