import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import forge from 'node-forge';
import type { Socket } from 'node:net';
import { child, list, text, type XmlNode } from '../../src/modules/facturacion/arca/soap';

/*
 * A local fake of ARCA's WSAA (LoginCms) and WSFEv1 (FECompUltimoAutorizado, FECAESolicitar,
 * FECompConsultar), on loopback, following their WSDLs: SOAP 1.1, the same element names, codes
 * and rules the real services apply to what the POS sends.
 * - WSAA checks the CMS: a SignedData over the TRA, signed by a certificate the test CA issued,
 *   with the signed attributes' digest matching and the RSA signature valid; refuses a second
 *   login while a ticket for the same certificate and service is valid (coe.alreadyAuthenticated).
 * - WSFEv1 needs a live token for the CUIT (600), numbers per (CUIT, point of sale, type): the next
 *   number only (10016), amounts that add up (10048), IVA lines that add up (10023, 10061) and
 *   match their rate (10051), IVA lines when there is IVA (10018), none on C (10071), A to a CUIT
 *   (10013), an unidentified B/C consumer only below the RG 5700 threshold (10015), the receiver's
 *   CondicionIVAReceptorId required (10246) and of the voucher's class (10243), MonId/MonCotiz
 *   (10037, 10038, 10039), credit notes with their associated voucher (10197; observation 10041
 *   when it is not in ARCA's records), FECompConsultar of a missing voucher (602).
 *   Codes and conditions from ARCA's 'Manual para el desarrollador' WSFEv1 (RG 4291, v4.7/4.8);
 *   messages are the literals the service returns where known.
 * - Controls: `down` (every call fails at the connection), `dropAfterAuthorise` (authorise the next
 *   N vouchers, then cut the connection without answering).
 */

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, isArray: (n) => ['AlicIva', 'CbteAsoc'].includes(n) });
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

export interface TestIdentity {
  cuit: string;
  certificatePem: string;
  privateKeyPem: string;
}

export interface TestCa {
  certificatePem: string;
  /** Issues a certificate for `cuit` (subject serialNumber 'CUIT <cuit>', as ARCA issues them). */
  issue(cuit: string, commonName?: string): TestIdentity;
}

function rsaKeys(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export function createTestCa(): TestCa {
  const keys = rsaKeys();
  const caKey = forge.pki.privateKeyFromPem(keys.privatePem);
  const ca = forge.pki.createCertificate();
  ca.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  ca.serialNumber = '01';
  ca.validity.notBefore = new Date(Date.now() - 86_400_000);
  ca.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const caName = [{ name: 'commonName', value: 'Computadores Test (fake ARCA)' }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([{ name: 'basicConstraints', cA: true }]);
  ca.sign(caKey, forge.md.sha256.create());
  return {
    certificatePem: forge.pki.certificateToPem(ca),
    issue(cuit, commonName = 'resto-pos') {
      const k = rsaKeys();
      const cert = forge.pki.createCertificate();
      cert.publicKey = forge.pki.publicKeyFromPem(k.publicPem);
      cert.serialNumber = randomBytes(8).toString('hex');
      cert.validity.notBefore = new Date(Date.now() - 86_400_000);
      cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
      cert.setSubject([
        { name: 'commonName', value: commonName },
        { type: '2.5.4.5', value: `CUIT ${cuit}` },
      ]);
      cert.setIssuer(caName);
      cert.sign(caKey, forge.md.sha256.create());
      return { cuit, certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: k.privatePem };
    },
  };
}

export interface FakeVoucher {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  cbteNro: number;
  cbteFch: string;
  docTipo: number;
  docNro: string;
  impTotal: string;
  impTotConc: string;
  impNeto: string;
  impIva: string;
  impOpEx: string;
  monId: string;
  monCotiz: string;
  condicionIvaReceptorId: string | null;
  iva: { id: number; baseImp: string; importe: string }[];
  cbtesAsoc: { tipo: number; ptoVta: number; nro: number }[];
  cae: string;
  caeFchVto: string;
}

export interface FakeArca {
  url: string;
  wsaaUrl: string;
  wsfeUrl: string;
  /** Every authorised voucher, in order. */
  vouchers: FakeVoucher[];
  logins: number;
  /** FECAESolicitar requests received (authorised or not). */
  caeRequests: number;
  /** The Err codes FECAESolicitar answered, in order. */
  errorCodes: number[];
  down: boolean;
  /** Authorise the next N vouchers and then drop the connection without an answer. */
  dropAfterAuthorise: number;
  close(): Promise<void>;
}

/** ARCA's decimal amount in cents, exactly ('12.5' -> 1250); NaN when it is not one. */
const cents = (s: string | undefined) => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s ?? '');
  if (!m) return Number.NaN;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
};
/** RG 5700 (2025): a B or C to an unidentified final consumer up to $ 10.000.000 (in cents of pesos). */
const UMBRAL_CONSUMIDOR_FINAL = 1_000_000_000;
/** FEParamGetCondicionIvaReceptor: the conditions of class A (and M, C); every other one is B/C. */
const CONDICIONES_CLASE_A = new Set([1, 6, 13, 16]);
const CONDICIONES_CLASE_B = new Set([4, 5, 7, 8, 9, 10, 15]);
/** FEParamGetTiposMonedas (the ones a venue uses). */
const MONEDAS = new Set(['PES', 'DOL', '060', '012', '011', '033', '029']);
const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

function soap(body: unknown): string {
  return '<?xml version="1.0" encoding="utf-8"?>' + builder.build({ 'soap:Envelope': { '@_xmlns:soap': 'http://schemas.xmlsoap.org/soap/envelope/', 'soap:Body': body } });
}
function fault(message: string, code = 'soapenv:Server'): string {
  return soap({ 'soap:Fault': { faultcode: code, faultstring: message } });
}

/** Verifies a CMS SignedData (base64 DER) as WSAA does; returns the signed TRA and the signer's certificate. */
function verifyCms(b64: string, caPem: string): { tra: string; cert: forge.pki.Certificate } {
  const asn1 = forge.asn1.fromDer(forge.util.decode64(b64));
  const msg = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { content?: forge.asn1.Asn1; authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string };
  };
  const cert = msg.certificates[0];
  if (!cert) throw new Error('cms.cert.notFound');
  const ca = forge.pki.certificateFromPem(caPem);
  let trusted = false;
  try {
    trusted = ca.verify(cert);
  } catch {
    // forge throws when the signature does not decrypt with the CA's key.
  }
  if (!trusted) throw new Error('cms.cert.untrusted: el certificado no fue emitido por la CA');
  const now = new Date();
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) throw new Error('cms.cert.expired');
  const raw = msg.rawCapture;
  // The encapsulated content: [0] EXPLICIT OCTET STRING (possibly in constructed chunks).
  const octets = (raw.content?.value as forge.asn1.Asn1[] | undefined)?.[0] ?? null;
  if (!octets) throw new Error('cms.bad: sin contenido (el TRA debe ir dentro del CMS)');
  const content = typeof octets.value === 'string' ? octets.value : (octets.value as forge.asn1.Asn1[]).map((c) => c.value as string).join('');
  const attrs = raw.authenticatedAttributes;
  if (!attrs) throw new Error('cms.bad: sin atributos firmados');
  // The messageDigest attribute must be the content's SHA-256.
  let digest: string | null = null;
  for (const attr of attrs) {
    const [oid, set] = attr.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(oid!.value as string) === forge.pki.oids.messageDigest) digest = (set!.value as forge.asn1.Asn1[])[0]!.value as string;
  }
  const md = forge.md.sha256.create();
  md.update(content);
  if (digest !== md.digest().getBytes()) throw new Error('cms.bad: el digest no coincide con el contenido');
  // The signature covers the DER of the attributes as a SET.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const attrsMd = forge.md.sha256.create();
  attrsMd.update(forge.asn1.toDer(set).getBytes());
  const ok = (cert.publicKey as forge.pki.rsa.PublicKey).verify(attrsMd.digest().getBytes(), raw.signature ?? '');
  if (!ok) throw new Error('cms.sign.invalid: la firma no es válida');
  return { tra: forge.util.decodeUtf8(content), cert };
}

export async function startFakeArca(caPem: string, opts: { ticketHours?: number; port?: number } = {}): Promise<FakeArca> {
  const tickets = new Map<string, { cuit: string; expires: number }>();
  const activeByCert = new Map<string, number>();
  const vouchers: FakeVoucher[] = [];
  const state = { logins: 0, caeRequests: 0, down: false, dropAfterAuthorise: 0, errorCodes: [] as number[] };
  const sockets = new Set<Socket>();

  function loginCms(body: XmlNode): string {
    const in0 = text(body, 'loginCms', 'in0');
    if (typeof in0 !== 'string') return fault('xml.bad');
    let verified: ReturnType<typeof verifyCms>;
    try {
      verified = verifyCms(in0.replace(/\s+/g, ''), caPem);
    } catch (error) {
      return fault((error as Error).message, 'ns1:cms.bad');
    }
    const tra = child(parser.parse(verified.tra) as XmlNode, 'loginTicketRequest');
    const service = text(tra, 'service') ?? '';
    if (service !== 'wsfe') return fault('coe.notAuthorized: servicio no habilitado', 'ns1:coe.notAuthorized');
    const gen = Date.parse(text(tra, 'header', 'generationTime') ?? '');
    const exp = Date.parse(text(tra, 'header', 'expirationTime') ?? '');
    if (!(gen <= Date.now() && exp >= Date.now())) return fault('xml.generationTime.invalid', 'ns1:xml.generationTime.invalid');
    const certKey = `${verified.cert.serialNumber}|${service}`;
    if ((activeByCert.get(certKey) ?? 0) > Date.now()) {
      return fault('El CEE ya posee un TA valido para el acceso al WSN solicitado', 'ns1:coe.alreadyAuthenticated');
    }
    const serial = verified.cert.subject.getField({ type: '2.5.4.5' }) as { value: string } | null;
    const cuit = serial?.value.replace(/^CUIT /, '') ?? '';
    const token = randomBytes(32).toString('base64');
    const sign = randomBytes(16).toString('base64');
    const expires = Date.now() + (opts.ticketHours ?? 12) * 3600_000;
    tickets.set(`${token}|${sign}`, { cuit, expires });
    activeByCert.set(certKey, expires);
    state.logins += 1;
    const ticket =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      builder.build({
        loginTicketResponse: {
          '@_version': '1.0',
          header: {
            source: 'CN=wsaahomo, O=AFIP, C=AR',
            destination: verified.cert.subject.attributes.map((a) => `${a.shortName ?? a.type}=${a.value}`).join(', '),
            uniqueId: randomInt(1e9),
            generationTime: new Date().toISOString(),
            expirationTime: new Date(expires).toISOString(),
          },
          credentials: { token, sign },
        },
      });
    return soap({ loginCmsResponse: { '@_xmlns': 'http://wsaa.view.sua.dvadac.desein.afip.gov', loginCmsReturn: ticket } });
  }

  function authError(auth: XmlNode | undefined): { Err: { Code: number; Msg: string }[] } | null {
    if (!text(auth, 'Token')) return { Err: [{ Code: 600, Msg: 'ValidacionDeToken: Parametro nulo o vacio (token)' }] };
    const t = tickets.get(`${text(auth, 'Token')}|${text(auth, 'Sign')}`);
    if (!t) return { Err: [{ Code: 600, Msg: 'ValidacionDeToken: Error al verificar hash: ' }] };
    if (t.expires < Date.now()) {
      const now = Math.floor(Date.now() / 1000);
      return {
        Err: [
          {
            Code: 600,
            Msg: `ValidacionDeToken: No validaron las fechas del token. GenTime=${Math.floor(t.expires / 1000) - 43_200}, ExpTime=${Math.floor(t.expires / 1000)}, NowUTC=${now}`,
          },
        ],
      };
    }
    if (text(auth, 'Cuit') !== t.cuit) return { Err: [{ Code: 600, Msg: `ValidacionDeToken: No apareció CUIT en lista de relaciones: ${text(auth, 'Cuit') ?? ''}` }] };
    return null;
  }

  const last = (cuit: string, pto: number, tipo: number) =>
    vouchers.filter((v) => v.cuit === cuit && v.ptoVta === pto && v.cbteTipo === tipo).reduce((m, v) => Math.max(m, v.cbteNro), 0);

  function wsfe(op: string, body: XmlNode): { xml: string; drop?: boolean } {
    const req = child(body, op);
    const wrap = (result: unknown) => soap({ [`${op}Response`]: { '@_xmlns': 'http://ar.gov.afip.dif.FEV1/', [`${op}Result`]: result } });
    const authErr = authError(child(req, 'Auth'));
    if (authErr) return { xml: wrap({ Errors: authErr }) };
    const cuit = text(req, 'Auth', 'Cuit') ?? '';
    if (op === 'FECompUltimoAutorizado') {
      const pto = Number(text(req, 'PtoVta'));
      const tipo = Number(text(req, 'CbteTipo'));
      return { xml: wrap({ PtoVta: pto, CbteTipo: tipo, CbteNro: last(cuit, pto, tipo) }) };
    }
    if (op === 'FECompConsultar') {
      const q = child(req, 'FeCompConsReq');
      const v = vouchers.find(
        (x) => x.cuit === cuit && x.ptoVta === Number(text(q, 'PtoVta')) && x.cbteTipo === Number(text(q, 'CbteTipo')) && x.cbteNro === Number(text(q, 'CbteNro')),
      );
      if (!v) return { xml: wrap({ Errors: { Err: [{ Code: 602, Msg: 'No existen datos en nuestros registros para los parametros ingresados.' }] } }) };
      return {
        xml: wrap({
          ResultGet: {
            Concepto: 1,
            DocTipo: v.docTipo,
            DocNro: v.docNro,
            CbteDesde: v.cbteNro,
            CbteHasta: v.cbteNro,
            CbteFch: v.cbteFch,
            ImpTotal: v.impTotal,
            ImpNeto: v.impNeto,
            ImpIVA: v.impIva,
            ImpOpEx: v.impOpEx,
            MonId: v.monId,
            MonCotiz: v.monCotiz,
            Resultado: 'A',
            CodAutorizacion: v.cae,
            EmisionTipo: 'CAE',
            FchVto: v.caeFchVto,
            FchProceso: v.cbteFch,
            PtoVta: v.ptoVta,
            CbteTipo: v.cbteTipo,
          },
        }),
      };
    }
    if (op === 'FECAESolicitar') {
      state.caeRequests += 1;
      const cab = child(req, 'FeCAEReq', 'FeCabReq');
      const dets = list(req, 'FeCAEReq', 'FeDetReq', 'FECAEDetRequest');
      const det = dets[0];
      const pto = Number(text(cab, 'PtoVta'));
      const tipo = Number(text(cab, 'CbteTipo'));
      const nro = Number(text(det, 'CbteDesde'));
      const errs: { Code: number; Msg: string }[] = [];
      const obs: { Code: number; Msg: string }[] = [];
      const cantReg = Number(text(cab, 'CantReg'));
      if (!(cantReg >= 1 && cantReg <= 9998)) errs.push({ Code: 10001, Msg: 'Campo CantReg debe estar comprendido entre 1 y 9998' });
      else if (cantReg !== dets.length) errs.push({ Code: 10002, Msg: 'La cantidad de registros del detalle debe ser igual a lo informado en cabecera (CantReg)' });
      const hasta = Number(text(det, 'CbteHasta'));
      // This fake authorises one voucher a request: A and C must have CbteHasta = CbteDesde (10012), B at least it (10011).
      if ([6, 7, 8].includes(tipo) && hasta < nro) errs.push({ Code: 10011, Msg: 'Campo CbteHasta debe ser mayor o igual a CbteDesde' });
      else if (![6, 7, 8].includes(tipo) && hasta !== nro) errs.push({ Code: 10012, Msg: 'Para comprobantes clase A y C el campo CbteDesde debe ser igual al campo CbteHasta' });
      if (nro !== last(cuit, pto, tipo) + 1)
        errs.push({ Code: 10016, Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.' });
      const iva = list(det, 'Iva', 'AlicIva').map((a) => ({ id: Number(text(a, 'Id')), baseImp: text(a, 'BaseImp') ?? '', importe: text(a, 'Importe') ?? '' }));
      const total = cents(text(det, 'ImpTotal'));
      const parts = cents(text(det, 'ImpTotConc')) + cents(text(det, 'ImpNeto')) + cents(text(det, 'ImpOpEx')) + cents(text(det, 'ImpTrib')) + cents(text(det, 'ImpIVA'));
      if (total !== parts) errs.push({ Code: 10048, Msg: 'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA' });
      const isC = [11, 12, 13].includes(tipo);
      const isA = [1, 2, 3].includes(tipo);
      const monId = text(det, 'MonId') ?? '';
      const monCotiz = text(det, 'MonCotiz') ?? '';
      if (!MONEDAS.has(monId)) errs.push({ Code: 10037, Msg: 'El campo MonId es obligatorio y debe corresponder a algun valor devuelto por el metodo FEParamGetTiposMonedas' });
      else if (monId === 'PES' && Number(monCotiz) !== 1) errs.push({ Code: 10039, Msg: 'El campo MonCotiz es obligatorio, e igual a 1 cuando se trate de MonId=PES' });
      else if (!(Number(monCotiz) > 0) || !/^\d+(\.\d{1,6})?$/.test(monCotiz)) errs.push({ Code: 10038, Msg: 'El campo MonCotiz es obligatorio y debe ser mayor a 0' });
      const docTipo = Number(text(det, 'DocTipo'));
      const docNro = String(text(det, 'DocNro') ?? '');
      // The threshold is in pesos: a foreign-currency total at its rate.
      const totalPesos = Math.round(cents(text(det, 'ImpTotal')) * (Number(monCotiz) || 1));
      if (!isA && docTipo === 99 && (docNro !== '0' || ([6, 11].includes(tipo) && totalPesos >= UMBRAL_CONSUMIDOR_FINAL))) {
        errs.push({
          Code: 10015,
          Msg: 'Para comprobantes tipo B o C con importe total igual o superior al monto establecido, el receptor debe identificarse (DocTipo distinto de 99 y DocNro)',
        });
      }
      if (isC && (iva.length > 0 || cents(text(det, 'ImpIVA')) !== 0)) errs.push({ Code: 10071, Msg: 'Para comprobantes tipo C el objeto IVA no debe informarse' });
      if (!isC) {
        const ivaSum = iva.reduce((a: number, x: { importe: string }) => a + cents(x.importe), 0);
        const baseSum = iva.reduce((a: number, x: { baseImp: string }) => a + cents(x.baseImp), 0);
        if (cents(text(det, 'ImpIVA')) > 0 && iva.length === 0) errs.push({ Code: 10018, Msg: 'Si ImpIVA es mayor a 0 el objeto IVA y AlicIva son obligatorios' });
        if (ivaSum !== cents(text(det, 'ImpIVA'))) errs.push({ Code: 10023, Msg: 'La suma de los importes de IVA no coincide con ImpIVA' });
        if (baseSum !== cents(text(det, 'ImpNeto'))) errs.push({ Code: 10061, Msg: 'La suma de las bases imponibles no coincide con ImpNeto' });
        const rates: Record<number, number> = { 3: 0, 4: 10.5, 5: 21, 6: 27, 8: 5, 9: 2.5 };
        for (const a of iva) {
          const expected = Math.round((cents(a.baseImp) * (rates[a.id] ?? NaN)) / 100);
          if (Math.abs(expected - cents(a.importe)) > 1) errs.push({ Code: 10051, Msg: `El importe de IVA de la alícuota ${a.id} no corresponde a su base` });
        }
      }
      if ([1, 2, 3].includes(tipo) && Number(text(det, 'DocTipo')) !== 80) errs.push({ Code: 10013, Msg: 'Para comprobantes clase A el campo DocTipo debe ser 80 (CUIT)' });
      if ([3, 8, 13].includes(tipo) && list(det, 'CbtesAsoc', 'CbteAsoc').length === 0 && !child(det, 'PeriodoAsoc')) {
        errs.push({
          Code: 10197,
          Msg: 'Si el comprobante es Debito o Credito, se debera informar de forma obligatoria los campos Fecha Comprobantes Asociados Desde/Hasta, o al menos un comprobante asociado.',
        });
      }
      for (const a of list(det, 'CbtesAsoc', 'CbteAsoc')) {
        // Not excluding: the voucher is authorised with the observation.
        if (!vouchers.some((v) => v.cuit === cuit && v.ptoVta === Number(text(a, 'PtoVta')) && v.cbteTipo === Number(text(a, 'Tipo')) && v.cbteNro === Number(text(a, 'Nro')))) {
          obs.push({ Code: 10041, Msg: 'El numero de comprobante asociado no obra en las bases del organismo para el punto de venta y tipo de comprobante informado' });
        }
      }
      const condicion = text(det, 'CondicionIVAReceptorId') || null;
      if (!condicion) {
        errs.push({
          Code: 10246,
          Msg: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General Nro 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor.',
        });
      } else if (!isC && !(isA ? CONDICIONES_CLASE_A : CONDICIONES_CLASE_B).has(Number(condicion))) {
        errs.push({
          Code: 10243,
          Msg: 'El campo de identificacion de Condicion de IVA del receptor no es valido para la clase de comprobante informado. Para mas detalle consultar el Metodo: FEParamGetCondicionIvaReceptor',
        });
      }
      const detResp: Record<string, unknown> = {
        Concepto: 1,
        DocTipo: text(det, 'DocTipo'),
        DocNro: text(det, 'DocNro'),
        CbteDesde: nro,
        CbteHasta: nro,
        CbteFch: text(det, 'CbteFch'),
      };
      if (errs.length > 0) {
        state.errorCodes.push(...errs.map((e) => e.Code));
        return {
          xml: wrap({
            FeCabResp: { Cuit: cuit, PtoVta: pto, CbteTipo: tipo, FchProceso: yyyymmdd(new Date()), CantReg: 1, Resultado: 'R', Reproceso: 'N' },
            FeDetResp: { FECAEDetResponse: { ...detResp, Resultado: 'R', ...(obs.length ? { Observaciones: { Obs: obs } } : {}), CAE: '', CAEFchVto: '' } },
            Errors: { Err: errs },
          }),
        };
      }
      const cae = String(70_000_000_000_000 + vouchers.length * 7919 + randomInt(1000));
      const caeFchVto = yyyymmdd(new Date(Date.now() + 10 * 86_400_000));
      vouchers.push({
        cuit,
        ptoVta: pto,
        cbteTipo: tipo,
        cbteNro: nro,
        cbteFch: String(text(det, 'CbteFch')),
        docTipo: Number(text(det, 'DocTipo')),
        docNro: String(text(det, 'DocNro')),
        impTotal: String(text(det, 'ImpTotal')),
        impTotConc: String(text(det, 'ImpTotConc')),
        impNeto: String(text(det, 'ImpNeto')),
        impIva: String(text(det, 'ImpIVA')),
        impOpEx: String(text(det, 'ImpOpEx')),
        monId: String(text(det, 'MonId')),
        monCotiz: String(text(det, 'MonCotiz')),
        condicionIvaReceptorId: condicion,
        iva,
        cbtesAsoc: list(det, 'CbtesAsoc', 'CbteAsoc').map((a) => ({ tipo: Number(text(a, 'Tipo')), ptoVta: Number(text(a, 'PtoVta')), nro: Number(text(a, 'Nro')) })),
        cae,
        caeFchVto,
      });
      const drop = state.dropAfterAuthorise > 0;
      if (drop) state.dropAfterAuthorise -= 1;
      return {
        drop,
        xml: wrap({
          FeCabResp: { Cuit: cuit, PtoVta: pto, CbteTipo: tipo, FchProceso: yyyymmdd(new Date()), CantReg: 1, Resultado: 'A', Reproceso: 'N' },
          FeDetResp: { FECAEDetResponse: { ...detResp, Resultado: 'A', ...(obs.length ? { Observaciones: { Obs: obs } } : {}), CAE: cae, CAEFchVto: caeFchVto } },
        }),
      };
    }
    return { xml: fault(`Operación desconocida ${op}`) };
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.end('ok');
      return;
    }
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const xml = Buffer.concat(chunks).toString('utf8');
      let out: { xml: string; drop?: boolean; status?: number };
      try {
        const body = child(parser.parse(xml) as XmlNode, 'Envelope', 'Body') ?? {};
        if (req.url?.startsWith('/ws/services/LoginCms')) {
          const answer = loginCms(body);
          out = { xml: answer, status: answer.includes('Fault') ? 500 : 200 };
        } else if (req.url?.startsWith('/wsfev1/service.asmx')) {
          const op = typeof body === 'object' && !Array.isArray(body) ? (Object.keys(body)[0] ?? '') : '';
          out = wsfe(op, body);
        } else {
          out = { xml: fault('not found'), status: 404 };
        }
      } catch (error) {
        out = { xml: fault(`Error del servidor: ${(error as Error).message}`), status: 500 };
      }
      if (out.drop) {
        // Authorised, but the answer never reaches the caller.
        req.socket.destroy();
        return;
      }
      res.writeHead(out.status ?? 200, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(out.xml);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const fake: FakeArca = {
    url,
    wsaaUrl: `${url}/ws/services/LoginCms`,
    wsfeUrl: `${url}/wsfev1/service.asmx`,
    vouchers,
    get logins() {
      return state.logins;
    },
    get caeRequests() {
      return state.caeRequests;
    },
    get errorCodes() {
      return state.errorCodes;
    },
    get down() {
      return state.down;
    },
    set down(v: boolean) {
      state.down = v;
    },
    get dropAfterAuthorise() {
      return state.dropAfterAuthorise;
    },
    set dropAfterAuthorise(v: number) {
      state.dropAfterAuthorise = v;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
