import type { TrabajoNavegador } from '../contracts';

/*
 * A job of a 'navegador' printer through the browser's print dialog: the lines the api
 * laid out for the paper (48 or 32 columns) in a monospace font on an 80 or 58 mm page, bold and
 * double-size where the ticket has them, and the fiscal QR below. Printed from a hidden iframe
 * so the screen behind stays as it is.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The whole page of a job: what the dialog prints. */
export function ticketHtml(job: Pick<TrabajoNavegador, 'anchoMm' | 'lineas' | 'qrImagen'> & { titulo: string }): string {
  const columns = job.anchoMm === 58 ? 32 : 48;
  const width = job.anchoMm - 4;
  const lines = job.lineas
    .map((l) => {
      const cls = [l.negrita ? 'b' : '', l.doble ? 'd' : ''].filter(Boolean).join(' ');
      return `<div${cls ? ` class="${cls}"` : ''}>${esc(l.texto) || '&nbsp;'}</div>`;
    })
    .join('\n');
  const qr = job.qrImagen ? `<p class="qr"><img alt="QR" src="${esc(job.qrImagen)}"></p>` : '';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${esc(job.titulo)}</title>
<style>
@page { size: ${job.anchoMm}mm auto; margin: 2mm; }
html, body { margin: 0; padding: 0; color: #000; background: #fff; }
body { width: ${width}mm; font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: calc(${width}mm / ${columns} / 0.6); line-height: 1.25; }
div { white-space: pre; overflow: hidden; }
.b { font-weight: bold; } .d { font-size: 2em; line-height: 1.1; }
.qr { text-align: center; margin: 2mm 0 0; } .qr img { width: 38mm; }
</style></head><body>
${lines}
${qr}
</body></html>`;
}

/** Opens the print dialog for a job; resolves when the dialog closed. */
export function printInDialog(job: TrabajoNavegador, doc: Document = document): Promise<void> {
  return printHtml(ticketHtml({ ...job, titulo: job.trabajo.titulo }), job.trabajo.titulo, doc);
}

/** Opens the print dialog for a whole HTML page (a server-rendered ticket or A4); resolves when it closed. */
export function printHtml(html: string, title: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = doc.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.title = title;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.srcdoc = html;
    frame.onload = () => {
      const win = frame.contentWindow;
      if (!win) {
        frame.remove();
        reject(new Error('no print window'));
        return;
      }
      const done = () => {
        frame.remove();
        resolve();
      };
      win.addEventListener('afterprint', done, { once: true });
      win.focus();
      win.print();
      // Browsers whose print() blocks until the dialog closes have fired afterprint by now.
      setTimeout(() => {
        if (frame.isConnected) done();
      }, 0);
    };
    doc.body.appendChild(frame);
  });
}
