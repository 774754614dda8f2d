import { DOC_TIPOS, type Receptor } from './comprobante';

/*
 * The receptor as a Factura A must show it (RG 1415, Anexo II, A.II.a: the buyer's name,
 * domicilio comercial, CUIT and IVA condition). WSFE carries only the document and the IVA
 * condition, so the name and the address are kept in the voucher's detail for its printouts:
 * what the cashier typed, else the sale's customer (their name and address on file). When
 * neither has an address the voucher is still issued (ARCA authorises it without one) and prints
 * what there is: name, CUIT and IVA condition (receptor.repository.ts finds the customer's).
 */

const CONDICION_RECEPTOR: Record<string, string> = {
  consumidor_final: 'Consumidor Final',
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributo: 'Responsable Monotributo',
  exento: 'IVA Sujeto Exento',
  no_categorizado: 'Sujeto No Categorizado',
};
const DOC_NOMBRE: Record<number, string> = { [DOC_TIPOS.CUIT]: 'CUIT', [DOC_TIPOS.CUIL]: 'CUIL', [DOC_TIPOS.DNI]: 'DNI' };

/** The IVA condition's legal wording ('IVA Responsable Inscripto'). */
export function condicionReceptorTexto(condicion: string): string {
  return CONDICION_RECEPTOR[condicion] ?? '';
}

/** A CUIT or CUIL as ARCA writes it: '20111111112' -> '20-11111111-2'; anything else as given. */
export function formatCuit(digits: string): string {
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : digits;
}

/** 'CUIT: 20-11111111-2', 'DNI: 30123456'. */
export function documentoReceptorTexto(receptor: Pick<Receptor, 'docTipo' | 'docNro'>): string {
  const tipo = DOC_NOMBRE[receptor.docTipo] ?? 'Doc.';
  return `${tipo}: ${receptor.docTipo === DOC_TIPOS.CUIT || receptor.docTipo === DOC_TIPOS.CUIL ? formatCuit(receptor.docNro) : receptor.docNro}`;
}

/** The receptor's lines on the voucher: name, document, IVA condition, address (those known). */
export function lineasReceptor(receptor: Receptor): string[] {
  if (receptor.docTipo === DOC_TIPOS.CONSUMIDOR_FINAL) return ['A consumidor final'];
  return [receptor.nombre ?? '', documentoReceptorTexto(receptor), condicionReceptorTexto(receptor.condicion), receptor.domicilio ? `Domicilio: ${receptor.domicilio}` : ''].filter(
    Boolean,
  );
}
