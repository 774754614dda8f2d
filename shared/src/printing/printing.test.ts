import { describe, expect, it } from 'vitest';
import { trabajosNavegadorSchema, type TrabajoNavegador } from '../contracts';
import { DeviceError, isSupported, rememberedDevice, requestDevice, type SerialLike, type SerialPortLike, type UsbDeviceLike, type UsbLike } from './devices';
import { ticketHtml } from './print-dialog';
import { runStationPass, type StationApi } from './station';

/** A USB thermal printer as WebUSB shows it: one interface with a bulk OUT endpoint; records what it gets. */
class FakeUsbPrinter implements UsbDeviceLike {
  opened = false;
  claimed: number[] = [];
  written: Uint8Array[] = [];
  configuration: UsbDeviceLike['configuration'] = null;
  status: 'ok' | 'stall' = 'ok';
  async open() {
    this.opened = true;
  }
  async selectConfiguration(value: number) {
    this.configuration = {
      configurationValue: value,
      interfaces: [
        {
          interfaceNumber: 0,
          alternate: {
            interfaceClass: 7,
            endpoints: [
              { endpointNumber: 1, direction: 'in', type: 'bulk' },
              { endpointNumber: 2, direction: 'out', type: 'bulk' },
            ],
          },
        },
      ],
    };
  }
  async claimInterface(n: number) {
    this.claimed.push(n);
  }
  async transferOut(endpoint: number, data: BufferSource) {
    expect(endpoint).toBe(2);
    const bytes = new Uint8Array(data as ArrayBuffer);
    this.written.push(bytes);
    return { status: this.status, bytesWritten: this.status === 'ok' ? bytes.length : 0 };
  }
}

class FakeUsb implements UsbLike {
  granted: UsbDeviceLike[] = [];
  requests = 0;
  constructor(private readonly printer: FakeUsbPrinter) {}
  async getDevices() {
    return this.granted;
  }
  async requestDevice(options: { filters: { classCode?: number }[] }) {
    this.requests += 1;
    expect(options.filters).toEqual([{ classCode: 7 }]);
    this.granted = [this.printer];
    return this.printer;
  }
}

class FakeSerialPort implements SerialPortLike {
  readable: unknown = null;
  writable: SerialPortLike['writable'] = null;
  baudRate = 0;
  written: Uint8Array[] = [];
  async open(options: { baudRate: number }) {
    this.baudRate = options.baudRate;
    this.writable = { getWriter: () => ({ write: async (chunk: Uint8Array) => void this.written.push(chunk), releaseLock: () => undefined }) };
  }
}

const job = (id: number, conexion: TrabajoNavegador['conexion'], bytes: number[]): TrabajoNavegador =>
  trabajosNavegadorSchema.parse([
    {
      trabajo: {
        id,
        clave: `recibo:${id}`,
        tipo: 'recibo',
        estacion: 'caja',
        impresoraId: 1,
        impresoraNombre: 'Caja',
        impresoraOriginalId: null,
        impresoraOriginalNombre: null,
        titulo: `Recibo ${id}`,
        reimpresion: false,
        estado: 'queued',
        intentos: 0,
        error: null,
        advertencia: null,
        reconocida: false,
        fechaCreacion: '2026-11-26T21:00:00.000Z',
        fechaEnvio: null,
        fechaFin: null,
      },
      conexion,
      anchoMm: 58,
      base64: btoa(String.fromCharCode(...bytes)),
      lineas: [
        { texto: '      MESA 4', negrita: true, doble: true },
        { texto: 'TOTAL <b>            $ 1.234,50', negrita: true, doble: false },
      ],
      qrImagen: null,
    },
  ])[0]!;

function fakeApi(jobs: TrabajoNavegador[]): StationApi & { confirmed: number[] } {
  const confirmed: number[] = [];
  return {
    confirmed,
    pending: async () => jobs.filter((j) => !confirmed.includes(j.trabajo.id)),
    confirm: async (id) => void confirmed.push(id),
  };
}

describe('WebUSB and WebSerial printers', () => {
  it('are feature-detected, and a browser without them gets a clear refusal', async () => {
    expect(isSupported('usb', {})).toBe(false);
    expect(isSupported('serial', { serial: {} })).toBe(true);
    await expect(requestDevice('usb', { nav: {} })).rejects.toMatchObject({ code: 'no-soportado' });
    await expect(rememberedDevice('serial', { nav: {} })).rejects.toBeInstanceOf(DeviceError);
  });

  it('claims a USB printer once, then sends the bytes the api encoded to its bulk OUT endpoint and confirms the job', async () => {
    const printer = new FakeUsbPrinter();
    const usb = new FakeUsb(printer);
    expect(await rememberedDevice('usb', { nav: { usb } })).toBeNull();
    const device = await requestDevice('usb', { nav: { usb } });
    expect(printer.opened).toBe(true);
    expect(printer.claimed).toEqual([0]);
    // The next tab (or a reload) gets the granted printer without asking again.
    expect(await rememberedDevice('usb', { nav: { usb } })).not.toBeNull();
    expect(usb.requests).toBe(1);

    const api = fakeApi([job(7, 'usb', [0x1b, 0x40, 0xa4, 0x0a, 0x1d, 0x56, 0x01])]);
    const pass = await runStationPass('caja', api, { dialog: async () => undefined, device: (kind) => (kind === 'usb' ? device : null) });
    expect(pass).toEqual({ printed: [7], sinDispositivo: [], fallidos: [] });
    expect([...printer.written[0]!]).toEqual([0x1b, 0x40, 0xa4, 0x0a, 0x1d, 0x56, 0x01]);
    expect(api.confirmed).toEqual([7]);
  });

  it('leaves a job queued (unconfirmed, so the api warns) when the transfer fails or no device is claimed', async () => {
    const printer = new FakeUsbPrinter();
    const device = await requestDevice('usb', { nav: { usb: new FakeUsb(printer) } });
    printer.status = 'stall';
    const api = fakeApi([job(8, 'usb', [0x1b, 0x40]), job(9, 'serial', [0x1b, 0x40])]);
    const pass = await runStationPass('caja', api, { dialog: async () => undefined, device: (kind) => (kind === 'usb' ? device : null) });
    expect(pass.printed).toEqual([]);
    expect(pass.fallidos).toEqual([{ id: 8, error: 'USB transfer stall' }]);
    expect(pass.sinDispositivo).toEqual(['serial']);
    expect(api.confirmed).toEqual([]);
  });

  it('writes to a serial printer at its baud rate', async () => {
    const port = new FakeSerialPort();
    const serial: SerialLike = { getPorts: async () => [], requestPort: async () => port };
    const device = await requestDevice('serial', { nav: { serial }, baudRate: 19200 });
    expect(port.baudRate).toBe(19200);
    const api = fakeApi([job(10, 'serial', [0x1b, 0x40, 0x0a])]);
    await runStationPass('caja', api, { dialog: async () => undefined, device: () => device });
    expect([...port.written[0]!]).toEqual([0x1b, 0x40, 0x0a]);
    expect(api.confirmed).toEqual([10]);
  });
});

describe('the print dialog', () => {
  it('prints a browser printer job on a page of its paper width and confirms it after the dialog', async () => {
    const printedInDialog: number[] = [];
    const api = fakeApi([job(11, 'navegador', [])]);
    await runStationPass('caja', api, { dialog: async (j) => void printedInDialog.push(j.trabajo.id), device: () => null });
    expect(printedInDialog).toEqual([11]);
    expect(api.confirmed).toEqual([11]);

    const html = ticketHtml({ ...job(11, 'navegador', []), titulo: 'Recibo 11' });
    expect(html).toContain('@page { size: 58mm auto;');
    expect(html).toContain('<div class="b d">      MESA 4</div>');
    // Text is escaped, never markup.
    expect(html).toContain('TOTAL &lt;b&gt;');
  });
});
