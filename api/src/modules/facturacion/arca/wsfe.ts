import { child, envelope, list, postSoap, text, type XmlNode, type XmlObject } from './soap';

/*
 * WSFEv1 (ARCA's electronic invoice service for the domestic market), the three operations the
 * POS needs: FECompUltimoAutorizado, FECAESolicitar (one voucher per call) and FECompConsultar.
 * Field names and codes as in ARCA's WSDL and developer's manual (RG 4291, RG 5616).
 */

export const WSFE_NS = 'http://ar.gov.afip.dif.FEV1/';

export interface WsfeAuth {
  token: string;
  sign: string;
  cuit: string;
}

export interface AlicuotaIva {
  /** ARCA's id: 3 = 0 %, 4 = 10.5 %, 5 = 21 %, 6 = 27 %, 8 = 5 %, 9 = 2.5 %. */
  id: number;
  /** Decimal strings with 2 decimals, e.g. '100.00'. */
  baseImp: string;
  importe: string;
}

export interface CbteAsoc {
  tipo: number;
  ptoVta: number;
  nro: number;
  cuit: string;
  /** 'YYYYMMDD'. */
  fecha: string;
}

export interface VoucherRequest {
  ptoVta: number;
  cbteTipo: number;
  /** 1 = products. */
  concepto: number;
  /** 80 = CUIT, 96 = DNI, 99 = consumidor final (DocNro 0). */
  docTipo: number;
  docNro: string;
  cbteNro: number;
  /** 'YYYYMMDD'. */
  cbteFch: string;
  impTotal: string;
  impTotConc: string;
  impNeto: string;
  impOpEx: string;
  impTrib: string;
  impIva: string;
  /** 'PES', 'DOL', ... */
  monId: string;
  monCotiz: string;
  /** RG 5616: 1 RI, 4 exento, 5 consumidor final, 6 monotributo, ... */
  condicionIvaReceptorId: number;
  iva: AlicuotaIva[];
  cbtesAsoc: CbteAsoc[];
}

export interface ArcaMessage {
  code: number;
  msg: string;
}

export interface CaeResult {
  /** 'A' approved, 'R' rejected ('P' partial never happens with one voucher). */
  resultado: string;
  cae: string | null;
  /** 'YYYYMMDD'. */
  caeFchVto: string | null;
  cbteNro: number;
  observaciones: ArcaMessage[];
  errores: ArcaMessage[];
}

export interface ConsultaResult {
  found: boolean;
  cbteNro: number;
  impTotal: string | null;
  docTipo: number | null;
  docNro: string | null;
  cae: string | null;
  caeFchVto: string | null;
  errores: ArcaMessage[];
}

export interface WsfeOptions {
  url: string;
  timeoutMs: number;
}

const messages = (nodes: XmlNode[]): ArcaMessage[] => nodes.map((m) => ({ code: Number(text(m, 'Code')), msg: text(m, 'Msg') ?? '' }));

function authXml(auth: WsfeAuth): XmlObject {
  return { 'ar:Token': auth.token, 'ar:Sign': auth.sign, 'ar:Cuit': auth.cuit };
}

async function call(opts: WsfeOptions, operation: string, body: XmlObject): Promise<XmlNode> {
  const res = await postSoap(opts.url, `${WSFE_NS}${operation}`, envelope('ar', WSFE_NS, { [`ar:${operation}`]: body }), opts.timeoutMs);
  const result = child(res, `${operation}Response`, `${operation}Result`);
  if (result === undefined) throw new Error(`WSFEv1: respuesta de ${operation} sin resultado`);
  return result;
}

export class WsfeError extends Error {
  override name = 'WsfeError';
  constructor(readonly errores: ArcaMessage[]) {
    super(errores.map((e) => `${e.code}: ${e.msg}`).join('; '));
  }
}

export async function ultimoAutorizado(opts: WsfeOptions, auth: WsfeAuth, ptoVta: number, cbteTipo: number): Promise<number> {
  const r = await call(opts, 'FECompUltimoAutorizado', { 'ar:Auth': authXml(auth), 'ar:PtoVta': ptoVta, 'ar:CbteTipo': cbteTipo });
  const errores = messages(list(r, 'Errors', 'Err'));
  if (errores.length > 0) throw new WsfeError(errores);
  return Number(text(r, 'CbteNro') ?? 0);
}

export async function solicitarCae(opts: WsfeOptions, auth: WsfeAuth, v: VoucherRequest): Promise<CaeResult> {
  const det: XmlObject = {
    'ar:Concepto': v.concepto,
    'ar:DocTipo': v.docTipo,
    'ar:DocNro': v.docNro,
    'ar:CbteDesde': v.cbteNro,
    'ar:CbteHasta': v.cbteNro,
    'ar:CbteFch': v.cbteFch,
    'ar:ImpTotal': v.impTotal,
    'ar:ImpTotConc': v.impTotConc,
    'ar:ImpNeto': v.impNeto,
    'ar:ImpOpEx': v.impOpEx,
    'ar:ImpTrib': v.impTrib,
    'ar:ImpIVA': v.impIva,
    'ar:MonId': v.monId,
    'ar:MonCotiz': v.monCotiz,
    'ar:CondicionIVAReceptorId': v.condicionIvaReceptorId,
  };
  if (v.cbtesAsoc.length > 0) {
    det['ar:CbtesAsoc'] = {
      'ar:CbteAsoc': v.cbtesAsoc.map((a) => ({ 'ar:Tipo': a.tipo, 'ar:PtoVta': a.ptoVta, 'ar:Nro': a.nro, 'ar:Cuit': a.cuit, 'ar:CbteFch': a.fecha })),
    };
  }
  if (v.iva.length > 0) det['ar:Iva'] = { 'ar:AlicIva': v.iva.map((a) => ({ 'ar:Id': a.id, 'ar:BaseImp': a.baseImp, 'ar:Importe': a.importe })) };
  const r = await call(opts, 'FECAESolicitar', {
    'ar:Auth': authXml(auth),
    'ar:FeCAEReq': {
      'ar:FeCabReq': { 'ar:CantReg': 1, 'ar:PtoVta': v.ptoVta, 'ar:CbteTipo': v.cbteTipo },
      'ar:FeDetReq': { 'ar:FECAEDetRequest': det },
    },
  });
  const detResp = list(r, 'FeDetResp', 'FECAEDetResponse')[0];
  return {
    resultado: text(detResp, 'Resultado') ?? text(r, 'FeCabResp', 'Resultado') ?? 'R',
    cae: text(detResp, 'CAE') || null,
    caeFchVto: text(detResp, 'CAEFchVto') || null,
    cbteNro: Number(text(detResp, 'CbteDesde') ?? v.cbteNro),
    observaciones: messages(list(detResp, 'Observaciones', 'Obs')),
    errores: messages(list(r, 'Errors', 'Err')),
  };
}

/** FECompConsultar: the voucher as ARCA has it, or found=false (error 602: no existe). */
export async function consultar(opts: WsfeOptions, auth: WsfeAuth, ptoVta: number, cbteTipo: number, cbteNro: number): Promise<ConsultaResult> {
  const r = await call(opts, 'FECompConsultar', {
    'ar:Auth': authXml(auth),
    'ar:FeCompConsReq': { 'ar:CbteTipo': cbteTipo, 'ar:CbteNro': cbteNro, 'ar:PtoVta': ptoVta },
  });
  const errores = messages(list(r, 'Errors', 'Err'));
  const get = child(r, 'ResultGet');
  if (get === undefined) {
    if (errores.some((e) => e.code === 602)) return { found: false, cbteNro, impTotal: null, docTipo: null, docNro: null, cae: null, caeFchVto: null, errores };
    throw new WsfeError(errores);
  }
  return {
    found: true,
    cbteNro,
    impTotal: text(get, 'ImpTotal') ?? null,
    docTipo: text(get, 'DocTipo') !== undefined ? Number(text(get, 'DocTipo')) : null,
    docNro: text(get, 'DocNro') ?? null,
    cae: text(get, 'CodAutorizacion') || null,
    caeFchVto: text(get, 'FchVto') || null,
    errores,
  };
}
