import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/*
 * SOAP 1.1 envelopes for ARCA's services, built and read with fast-xml-parser (no hand-written XML
 * escaping or parsing). Element names keep their namespace prefix when built; when read, prefixes
 * are removed so `Envelope.Body.FECAESolicitarResponse` works whatever prefix the server used.
 */

export const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // These can repeat in ARCA's answers; always arrays so one and many read the same.
  isArray: (name) => ['Err', 'Obs', 'AlicIva', 'FECAEDetResponse', 'FECAEDetRequest', 'CbteAsoc', 'Evt'].includes(name),
});

/** A parsed XML element as fast-xml-parser gives it: its text, a list of repeated elements, or its children by name. */
export type XmlNode = string | XmlNode[] | XmlElement;
export interface XmlElement {
  [name: string]: XmlNode | undefined;
}

/** The descendant at `path` (undefined when missing, or when a step is text or a list). */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return undefined;
    current = current[name];
  }
  return current;
}

/** The text at `path`, or undefined. */
export function text(node: XmlNode | undefined, ...path: string[]): string | undefined {
  const found = child(node, ...path);
  return typeof found === 'string' ? found : undefined;
}

/** The elements at `path` as a list (repeated elements are parsed as arrays). */
export function list(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  const found = child(node, ...path);
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

export type XmlValue = string | number | XmlObject | XmlValue[];
export interface XmlObject {
  [key: string]: XmlValue | undefined;
}

/** A SOAP 1.1 envelope around `body` (an object whose keys are prefixed with `prefix`, declared as `ns`). */
export function envelope(prefix: string, ns: string, body: XmlObject): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    builder.build({
      'soapenv:Envelope': { '@_xmlns:soapenv': SOAP_ENV, [`@_xmlns:${prefix}`]: ns, 'soapenv:Header': '', 'soapenv:Body': body },
    })
  );
}

/** Plain XML (the WSAA login ticket request and response). */
export function buildXml(root: XmlObject): string {
  return '<?xml version="1.0" encoding="UTF-8"?>' + builder.build(root);
}

export function parseXml(xml: string): XmlNode {
  return parser.parse(xml) as XmlNode;
}

/** The Body of a SOAP envelope, or throws with the SOAP fault's text. */
export function soapBody(xml: string): XmlNode {
  const body = child(parseXml(xml), 'Envelope', 'Body');
  if (body === undefined) throw new ArcaProtocolError('Respuesta SOAP sin Body');
  if (child(body, 'Fault') !== undefined) throw new ArcaFaultError(text(body, 'Fault', 'faultstring') ?? 'SOAP Fault', text(body, 'Fault', 'faultcode') ?? '');
  return body;
}

/** ARCA could not be reached or did not answer in time: the outcome of the request is unknown. */
export class ArcaUnreachableError extends Error {
  override name = 'ArcaUnreachableError';
}
/** ARCA answered with a SOAP fault (e.g. WSAA refused the signature). */
export class ArcaFaultError extends Error {
  override name = 'ArcaFaultError';
  constructor(
    message: string,
    readonly faultCode: string,
  ) {
    super(message);
  }
}
/** ARCA answered something that is not the expected SOAP. */
export class ArcaProtocolError extends Error {
  override name = 'ArcaProtocolError';
}

/**
 * POSTs a SOAP 1.1 request. A network failure, a time-out or a 5xx without a SOAP fault is
 * ArcaUnreachableError (the answer is unknown: the caller must find out before sending again).
 */
export async function postSoap(url: string, soapAction: string, xml: string, timeoutMs: number): Promise<XmlNode> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: `"${soapAction}"` },
      body: xml,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    throw new ArcaUnreachableError(`ARCA no respondió (${url}): ${(error as Error).message}`, { cause: error });
  }
  if (!res.ok && !text.includes('Fault')) throw new ArcaUnreachableError(`ARCA respondió ${res.status} (${url})`);
  return soapBody(text);
}
