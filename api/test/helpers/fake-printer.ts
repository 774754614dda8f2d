import net from 'node:net';
import iconv from 'iconv-lite';

/*
 * A fake network thermal printer: a TCP server on loopback that records the bytes of
 * each connection and answers the paper status request (DLE EOT 4) as told: 'ok' (paper
 * present), 'paper-out', 'hang' (takes the bytes, never answers), or 'refuse' (not listening,
 * so connections are refused).
 */
export type FakePrinterMode = 'ok' | 'paper-out' | 'hang' | 'refuse';

const DLE_EOT_4 = Buffer.from([0x10, 0x04, 0x04]);

export class FakePrinter {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  /** The bytes of each connection (status requests removed), in arrival order. */
  readonly received: Buffer[] = [];
  port = 0;
  mode: FakePrinterMode = 'ok';

  async start(port = 0): Promise<number> {
    const server = net.createServer((socket) => {
      this.sockets.add(socket);
      let data = Buffer.alloc(0);
      const index = this.received.push(data) - 1;
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        const at = data.indexOf(DLE_EOT_4);
        this.received[index] = at >= 0 ? Buffer.concat([data.subarray(0, at), data.subarray(at + 3)]) : data;
        if (at >= 0 && this.mode === 'ok') socket.write(Buffer.from([0x12]));
        if (at >= 0 && this.mode === 'paper-out') socket.write(Buffer.from([0x12 | 0x60]));
      });
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    this.mode = 'ok';
    return this.port;
  }

  /** Stops listening (the printer is off): connections to its port are refused. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    this.mode = 'refuse';
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Each ticket received, decoded. */
  tickets(): DecodedTicket[] {
    return this.received.filter((b) => b.length > 0).map((b) => decodeEscPos(b));
  }
}

export interface DecodedTicket {
  /** The printed text, lines joined with \n. */
  text: string;
  lines: string[];
  /** Lines (trimmed) printed bold at double width and height. */
  boldDouble: string[];
  cuts: number;
  /** The code page selected with ESC t, as its name. */
  codePages: string[];
  drawerKicks: number;
  /** The data of each QR code printed (ESC/POS GS ( k, store). */
  qrs: string[];
}

/** Epson's ESC t table numbers for the code pages the product offers. */
const EPSON_TABLES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'windows1252', 19: 'cp858' };

/**
 * Decodes the ESC/POS commands the encoder emits back to text, with the code page selected in
 * the bytes (text bytes before any ESC t decode as cp437, the printers' power-on table). An
 * unknown command throws, so a test notices bytes it does not understand.
 */
export function decodeEscPos(bytes: Uint8Array): DecodedTicket {
  const b = Buffer.from(bytes);
  let codePage = 'cp437';
  let bold = false;
  let double = false;
  const lines: string[] = [];
  const boldDouble = new Set<string>();
  let current: number[] = [];
  let currentBoldDouble = false;
  const codePages: string[] = [];
  let cuts = 0;
  let drawerKicks = 0;
  const qrs: string[] = [];
  let text = '';
  const flushText = () => {
    if (current.length === 0) return;
    text += iconv.decode(Buffer.from(current), codePage);
    current = [];
  };
  const endLine = () => {
    flushText();
    lines.push(text.replace(/\s+$/, ''));
    if (currentBoldDouble && text.trim()) boldDouble.add(text.trim());
    text = '';
    currentBoldDouble = false;
  };
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c === 0x0a) {
      endLine();
      i += 1;
    } else if (c === 0x0d) {
      i += 1;
    } else if (c === 0x1b) {
      flushText();
      const cmd = b[i + 1]!;
      if (cmd === 0x40) i += 2;
      else if (cmd === 0x74) {
        codePage = EPSON_TABLES[b[i + 2]!] ?? `table-${b[i + 2]}`;
        codePages.push(codePage);
        i += 3;
      } else if (cmd === 0x45) {
        bold = b[i + 2] === 1;
        i += 3;
      } else if (cmd === 0x70) {
        drawerKicks += 1;
        i += 5;
      } else if ([0x4d, 0x61, 0x2d, 0x34, 0x64, 0x33, 0x4a, 0x21, 0x7b, 0x47].includes(cmd)) i += 3;
      else if (cmd === 0x32) i += 2;
      else throw new Error(`ESC 0x${cmd.toString(16)} desconocido en ${i}`);
    } else if (c === 0x1c) {
      flushText();
      if (b[i + 1] === 0x2e) i += 2;
      else throw new Error(`FS 0x${b[i + 1]!.toString(16)} desconocido`);
    } else if (c === 0x1d) {
      flushText();
      const cmd = b[i + 1]!;
      if (cmd === 0x21) {
        double = (b[i + 2]! & 0x0f) > 0 && (b[i + 2]! & 0xf0) > 0;
        i += 3;
      } else if (cmd === 0x56) {
        cuts += 1;
        i += [0x41, 0x42, 0x61, 0x62, 0x67, 0x68].includes(b[i + 2]!) ? 4 : 3;
      } else if (cmd === 0x42) i += 3;
      else if (cmd === 0x28) {
        const len = b[i + 3]! + b[i + 4]! * 256;
        // GS ( k, cn 49 (QR), fn 80: the data stored for the QR printed next.
        if (b[i + 2] === 0x6b && b[i + 5] === 0x31 && b[i + 6] === 0x50) qrs.push(b.subarray(i + 8, i + 5 + len).toString('latin1'));
        i += 5 + len;
      } else throw new Error(`GS 0x${cmd.toString(16)} desconocido en ${i}`);
    } else {
      if (bold && double) currentBoldDouble = true;
      current.push(c);
      i += 1;
    }
  }
  if (current.length > 0 || text) endLine();
  return { text: lines.join('\n'), lines, boldDouble: [...boldDouble], cuts, codePages, drawerKicks, qrs };
}
