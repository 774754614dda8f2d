import net from 'node:net';

/*
 * Sends ESC/POS bytes to a network printer (raw TCP, port 9100) and, when the printer is set to
 * answer, reads its paper status back with the real-time request DLE EOT 4 (roll paper sensor):
 * the printer answers one byte as soon as it has processed everything sent before the request,
 * so an answer means the ticket reached the printer's buffer and there is paper to print it.
 */

/** DLE EOT n=4: transmit the roll paper sensor status. */
export const DLE_EOT_PAPEL = Uint8Array.of(0x10, 0x04, 0x04);
/** Bits 5 and 6 of the answer: paper end detected. */
const PAPER_END = 0x60;

export type SendResult = { ok: true } | { ok: false; motivo: string };

export interface SendOptions {
  host: string;
  port: number;
  /** Ask for the paper status after the ticket and wait for the answer. */
  leerEstado: boolean;
  /** Give up (not confirmed) after this long. */
  timeoutMs: number;
}

/** True when a DLE EOT 4 answer byte is well formed (bits 1 and 4 on, bits 0 and 7 off). */
export function isStatusByte(byte: number): boolean {
  return (byte & 0x93) === 0x12;
}

export function sendToPrinter(bytes: Uint8Array, opts: SendOptions): Promise<SendResult> {
  return new Promise((resolve) => {
    let settled = false;
    const socket = net.connect({ host: opts.host, port: opts.port });
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result.ok) socket.end();
      else socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, motivo: 'sin respuesta' }), opts.timeoutMs);
    socket.setNoDelay(true);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, motivo: error.code === 'ECONNREFUSED' ? 'conexión rechazada' : `error de conexión (${error.code ?? error.message})` }),
    );
    socket.on('close', () => finish({ ok: false, motivo: 'la impresora cerró la conexión' }));
    socket.on('data', (data: Buffer) => {
      if (!opts.leerEstado) return;
      const status = data.find((b) => isStatusByte(b));
      if (status === undefined) return;
      finish((status & PAPER_END) !== 0 ? { ok: false, motivo: 'sin papel' } : { ok: true });
    });
    socket.on('connect', () => {
      socket.write(bytes);
      if (opts.leerEstado) socket.write(DLE_EOT_PAPEL);
      else socket.write(new Uint8Array(0), () => finish({ ok: true }));
    });
  });
}
