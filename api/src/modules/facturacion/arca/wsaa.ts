import forge from 'node-forge';
import { buildXml, envelope, parseXml, postSoap, text } from './soap';

/*
 * WSAA (ARCA's authentication service): a login ticket request (TRA) signed as CMS/PKCS#7 with
 * the venue's own certificate and key, locally (node-forge), then LoginCms. The answer's token and
 * sign are valid for the service for about 12 hours: they are cached per (CUIT, service,
 * certificate) until shortly before they expire, and concurrent callers share one login.
 */

export const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

export interface Credentials {
  token: string;
  sign: string;
  /** ms since epoch. */
  expiresAt: number;
}

export interface WsaaSigner {
  certificatePem: string;
  privateKeyPem: string;
}

/** ARCA's TRA timestamps: ISO 8601 with the offset, e.g. 2026-11-26T14:00:00-03:00. */
function traTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

export function buildTra(service: string, now = new Date()): string {
  return buildXml({
    loginTicketRequest: {
      '@_version': '1.0',
      header: {
        uniqueId: Math.floor(now.getTime() / 1000),
        generationTime: traTime(new Date(now.getTime() - 10 * 60_000)),
        expirationTime: traTime(new Date(now.getTime() + 10 * 60_000)),
      },
      service,
    },
  });
}

/** The TRA signed as CMS (PKCS#7 SignedData with the content attached), DER in base64: LoginCms's `in0`. */
export function signTra(tra: string, signer: WsaaSigner): string {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  const certificate = forge.pki.certificateFromPem(signer.certificatePem);
  p7.addCertificate(certificate);
  p7.addSigner({
    key: forge.pki.privateKeyFromPem(signer.privateKeyPem),
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: new Date() as unknown as string },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

/** Does the key match the certificate, and is the certificate readable? Throws a readable message. */
export function checkKeyPair(certificatePem: string, privateKeyPem: string): { subject: string; notAfter: Date } {
  const cert = forge.pki.certificateFromPem(certificatePem);
  const key = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const pub = cert.publicKey as forge.pki.rsa.PublicKey;
  if (pub.n.compareTo(key.n) !== 0) throw new Error('La clave privada no corresponde al certificado');
  const cn = cert.subject.getField('CN') as { value: string } | null;
  return { subject: cn?.value ?? '', notAfter: cert.validity.notAfter };
}

export interface WsaaOptions {
  url: string;
  timeoutMs: number;
}

export async function loginCms(opts: WsaaOptions, service: string, signer: WsaaSigner): Promise<Credentials> {
  const cms = signTra(buildTra(service), signer);
  const body = await postSoap(opts.url, '', envelope('wsaa', WSAA_NS, { 'wsaa:loginCms': { 'wsaa:in0': cms } }), opts.timeoutMs);
  const ret = text(body, 'loginCmsResponse', 'loginCmsReturn');
  if (ret === undefined) throw new Error('WSAA: respuesta sin loginCmsReturn');
  const ticket = parseXml(ret);
  const token = text(ticket, 'loginTicketResponse', 'credentials', 'token');
  const sign = text(ticket, 'loginTicketResponse', 'credentials', 'sign');
  const expiration = Date.parse(text(ticket, 'loginTicketResponse', 'header', 'expirationTime') ?? '');
  if (!token || !sign || Number.isNaN(expiration)) throw new Error('WSAA: ticket de acceso incompleto');
  return { token, sign, expiresAt: expiration };
}

/** Renews a little before the expiry, so a request never leaves with a ticket about to lapse. */
const RENEW_MARGIN_MS = 5 * 60_000;

/** Token and sign per (CUIT, service, certificate), shared by concurrent callers. */
export class WsaaCache {
  private readonly entries = new Map<string, Promise<Credentials>>();

  constructor(private readonly opts: WsaaOptions) {}

  /** How many LoginCms calls this cache made (tests and metrics). */
  logins = 0;

  async credentials(cuit: string, service: string, signer: WsaaSigner): Promise<Credentials> {
    const key = `${cuit}|${service}|${forge.md.sha256.create().update(signer.certificatePem).digest().toHex()}`;
    const cached = this.entries.get(key);
    if (cached) {
      try {
        const creds = await cached;
        if (creds.expiresAt - RENEW_MARGIN_MS > Date.now()) return creds;
      } catch {
        // A failed login is forgotten: the next call tries again.
      }
      if (this.entries.get(key) !== cached) return this.credentials(cuit, service, signer);
    }
    this.logins += 1;
    const pending = loginCms(this.opts, service, signer);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  forget(): void {
    this.entries.clear();
  }
}
