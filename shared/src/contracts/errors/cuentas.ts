import type { ErrorTemplate } from './template';

/** Refusals about customer accounts, prices, phone sales, passwords and what each role may read; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/cuentas.json. */
export const CUENTAS_ERRORS = {
  /** A new password shorter than the rule's minimum (PASSWORD_MIN_LENGTH). */
  PASSWORD_CORTA: 'La contraseña debe tener al menos {{min}} caracteres',
  /** A new password that is one character repeated ('aaaaaaaaaa'). */
  PASSWORD_REPETIDA: 'La contraseña no puede ser un mismo carácter repetido',
  /** A new password equal to or containing the user's e-mail or name. */
  PASSWORD_PERSONAL: 'La contraseña no puede contener el e-mail ni el nombre del usuario',
  /** A new password in the list of the most common ones. */
  PASSWORD_COMUN: 'La contraseña es demasiado común: elegí otra más difícil de adivinar',
  /** Opening a current account, or changing its credit limit, without clientes.cuenta-corriente. */
  CLIENTE_CUENTA_CORRIENTE_SIN_PERMISO: 'No podés abrir una cuenta corriente ni cambiar su límite de crédito',
  /** A current account needs a credit limit above 0. */
  CLIENTE_LIMITE_CREDITO_OBLIGATORIO: 'La cuenta corriente necesita un límite de crédito mayor a 0',
  /** A customer whose normalised name, CUIT or document matches an existing one, not confirmed (confirmarDuplicado). */
  CLIENTE_POSIBLE_DUPLICADO: "Ya existe un cliente parecido: '{{cliente}}' (n.º {{id}}). Si es otra persona, confirmá que querés guardarlo igual",
  /** A sale on account that would leave the customer owing more than their credit limit. */
  CUENTA_CORRIENTE_SUPERA_LIMITE: "La venta deja a '{{cliente}}' debiendo {{saldo}}, más que su límite de crédito de {{limite}}",
  /** Discarding a phone sale taken by someone else, without ventas.anular nor an approval. */
  BORRADOR_DE_OTRO_USUARIO: 'Esta venta la tomó {{usuario}}: descartarla necesita la aprobación de un encargado',
} as const satisfies Record<string, ErrorTemplate>;
