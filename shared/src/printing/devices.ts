/*
 * Printers plugged into the station's computer, reached from a browser tab: WebUSB
 * (`navigator.usb`, Chromium) and WebSerial (`navigator.serial`, Chromium desktop). The tab
 * claims the device once (the browser asks the person to pick it, on a click); afterwards the
 * browser remembers the grant and `getDevices()` / `getPorts()` return it without asking. The
 * bytes are the ESC/POS the api encoded; nothing is encoded here.
 */

/** The part of WebUSB this module uses (a fake implements it in the tests). */
export interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}
export interface UsbDeviceLike {
  opened: boolean;
  configuration: { configurationValue: number; interfaces: { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpointLike[] } }[] } | null;
  configurations?: unknown[];
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  transferOut(endpointNumber: number, data: BufferSource): Promise<{ status: 'ok' | 'stall' | 'babble'; bytesWritten: number }>;
}
export interface UsbLike {
  getDevices(): Promise<UsbDeviceLike[]>;
  requestDevice(options: { filters: { classCode?: number }[] }): Promise<UsbDeviceLike>;
}

/** The part of WebSerial this module uses. */
export interface SerialPortLike {
  readable: unknown;
  writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; releaseLock(): void } } | null;
  open(options: { baudRate: number }): Promise<void>;
}
export interface SerialLike {
  getPorts(): Promise<SerialPortLike[]>;
  requestPort(options?: object): Promise<SerialPortLike>;
}

export type DeviceKind = 'usb' | 'serial';

interface NavigatorWithDevices {
  usb?: UsbLike;
  serial?: SerialLike;
}

/** The browser's device APIs, when it has them (feature detection, never the user agent). */
export function deviceApis(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): NavigatorWithDevices {
  const n = (nav ?? {}) as NavigatorWithDevices;
  return { ...(n.usb ? { usb: n.usb } : {}), ...(n.serial ? { serial: n.serial } : {}) };
}

export function isSupported(kind: DeviceKind, nav?: unknown): boolean {
  return deviceApis(nav)[kind] !== undefined;
}

/** USB printer class (07h): the filter of the device picker. */
const USB_PRINTER_CLASS = 0x07;

export class DeviceError extends Error {
  constructor(
    readonly code: 'no-soportado' | 'sin-dispositivo' | 'sin-salida' | 'envio',
    message: string,
  ) {
    super(message);
  }
}

/** A claimed printer the tab writes ESC/POS bytes to. */
export interface PrinterDevice {
  kind: DeviceKind;
  write(bytes: Uint8Array): Promise<void>;
}

async function openUsb(device: UsbDeviceLike): Promise<PrinterDevice> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const config = device.configuration;
  const iface = config?.interfaces.find((i) => i.alternate.endpoints.some((e) => e.direction === 'out' && e.type === 'bulk'));
  const endpoint = iface?.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
  if (!iface || !endpoint) throw new DeviceError('sin-salida', 'The USB device has no bulk OUT endpoint');
  await device.claimInterface(iface.interfaceNumber);
  return {
    kind: 'usb',
    async write(bytes) {
      const result = await device.transferOut(endpoint.endpointNumber, bytes as BufferSource);
      if (result.status !== 'ok' || result.bytesWritten !== bytes.length) throw new DeviceError('envio', `USB transfer ${result.status}`);
    },
  };
}

async function openSerial(port: SerialPortLike, baudRate: number): Promise<PrinterDevice> {
  if (!port.writable) await port.open({ baudRate });
  return {
    kind: 'serial',
    async write(bytes) {
      const writer = port.writable?.getWriter();
      if (!writer) throw new DeviceError('envio', 'The serial port is closed');
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
  };
}

/**
 * The printer this browser was already granted (no prompt), or null: what a tab uses on load.
 */
export async function rememberedDevice(kind: DeviceKind, opts: { nav?: unknown; baudRate?: number } = {}): Promise<PrinterDevice | null> {
  const apis = deviceApis(opts.nav);
  if (kind === 'usb') {
    if (!apis.usb) throw new DeviceError('no-soportado', 'WebUSB is not available');
    const [device] = await apis.usb.getDevices();
    return device ? openUsb(device) : null;
  }
  if (!apis.serial) throw new DeviceError('no-soportado', 'WebSerial is not available');
  const [port] = await apis.serial.getPorts();
  return port ? openSerial(port, opts.baudRate ?? 9600) : null;
}

/** Asks the person to pick the printer (call it from a click): the browser remembers the choice. */
export async function requestDevice(kind: DeviceKind, opts: { nav?: unknown; baudRate?: number } = {}): Promise<PrinterDevice> {
  const apis = deviceApis(opts.nav);
  if (kind === 'usb') {
    if (!apis.usb) throw new DeviceError('no-soportado', 'WebUSB is not available');
    return openUsb(await apis.usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] }));
  }
  if (!apis.serial) throw new DeviceError('no-soportado', 'WebSerial is not available');
  return openSerial(await apis.serial.requestPort(), opts.baudRate ?? 9600);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
